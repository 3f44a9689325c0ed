package online

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ErrOffline marks a response that --offline needed and the cache did not hold.
var ErrOffline = errors.New("not in the cache and --offline is set")

// ErrTooLarge marks a response larger than Client.MaxBytes.
var ErrTooLarge = errors.New("response too large")

// HTTPError is a response with a status other than 200 (and 304 on a
// revalidation) after the retries.
type HTTPError struct {
	URL    string
	Status int
}

func (e *HTTPError) Error() string {
	return fmt.Sprintf("GET %s: %d %s", e.URL, e.Status, http.StatusText(e.Status))
}

// Client fetches URLs politely and keeps what it fetched. The zero value
// works (no cache, no identification, default limits); NewClient gives the
// usual setup.
//
// A response is cached on disk under Dir, keyed by URL, with its ETag and
// Last-Modified. A cached URL is served from the cache without asking the
// service, so that a second run is fast and gives the same bytes; Refresh
// revalidates each one (If-None-Match, If-Modified-Since: a 304 keeps the
// cached body, a 200 replaces it), and Offline never asks the service (a
// URL not in the cache is an ErrOffline error).
//
// Requests to one host are spaced by Interval(host); a 429 or 5xx
// response or a network error is retried up to Retries times, after
// Retry-After when the service sends it, else after an exponential backoff
// from Backoff with jitter.
type Client struct {
	// HTTP does the requests; nil means http.DefaultClient.
	HTTP *http.Client
	// Dir is the cache folder; "" keeps nothing.
	Dir string
	// Offline serves only from the cache.
	Offline bool
	// Refresh revalidates cached responses with the service.
	Refresh bool
	// UserAgent identifies the program; Mailto, if set, is added to it as
	// "(mailto:…)", as Crossref asks of polite clients.
	UserAgent string
	Mailto    string
	// MaxBytes bounds one response body; 0 means 64 MiB.
	MaxBytes int64
	// Retries is how many times a failed request is tried again; a
	// negative value means none, 0 the default 4.
	Retries int
	// Backoff is the first wait before a retry; 0 means one second.
	Backoff time.Duration
	// MaxWait bounds one wait, whatever Retry-After asks; 0 means 2 minutes.
	MaxWait time.Duration
	// Interval gives the least time between two requests to a host; nil
	// means DefaultInterval.
	Interval func(host string) time.Duration
	// Sleep waits d or until ctx is done; nil means a timer. Tests replace
	// it to record the waits.
	Sleep func(ctx context.Context, d time.Duration) error

	mu   sync.Mutex
	next map[string]time.Time // host → earliest time of the next request
}

// DefaultInterval is the spacing of requests to a host: dblp asks for
// about one request a second, the others allow ten.
func DefaultInterval(host string) time.Duration {
	if strings.Contains(host, "dblp") {
		return time.Second
	}
	return 100 * time.Millisecond
}

// DefaultCacheDir is os.UserCacheDir()/pubgraph/http.
func DefaultCacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache folder for online sources: %w", err)
	}
	return filepath.Join(dir, "pubgraph", "http"), nil
}

// cacheMeta is what the cache keeps beside a body.
type cacheMeta struct {
	URL          string    `json:"url"`
	ETag         string    `json:"etag,omitempty"`
	LastModified string    `json:"last_modified,omitempty"`
	Fetched      time.Time `json:"fetched"`
}

// Result tells how Get came by a body, for progress and tests.
type Result int

// How a body was obtained.
const (
	Fetched     Result = iota // from the service
	Cached                    // from the cache, without asking
	Revalidated               // from the cache after a 304
)

// Get returns the body of url. accept, if not empty, is sent as the Accept
// header. Each error names the URL.
func (c *Client) Get(ctx context.Context, rawURL, accept string) ([]byte, Result, error) {
	key := c.cacheKey(rawURL)
	var meta *cacheMeta
	var cached []byte
	if c.Dir != "" {
		meta, cached = c.readCache(key)
	}
	if meta != nil && (c.Offline || !c.Refresh) {
		return cached, Cached, nil
	}
	if c.Offline {
		return nil, Cached, fmt.Errorf("GET %s: %w", rawURL, ErrOffline)
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, Fetched, fmt.Errorf("GET %s: %w", rawURL, err)
	}
	retries := c.Retries
	if retries == 0 {
		retries = 4
	}
	for attempt := 0; ; attempt++ {
		if err := c.wait(ctx, u.Host); err != nil {
			return nil, Fetched, err
		}
		body, status, resp, err := c.do(ctx, rawURL, accept, meta)
		if err == nil && status == http.StatusNotModified && meta != nil {
			meta.Fetched = time.Now().UTC()
			c.writeCache(key, meta, nil)
			return cached, Revalidated, nil
		}
		if err == nil && status == http.StatusOK {
			if c.Dir != "" {
				c.writeCache(key, &cacheMeta{URL: rawURL, ETag: resp.Header.Get("ETag"),
					LastModified: resp.Header.Get("Last-Modified"), Fetched: time.Now().UTC()}, body)
			}
			return body, Fetched, nil
		}
		if ctx.Err() != nil {
			return nil, Fetched, ctx.Err()
		}
		retry := err != nil && !errors.Is(err, ErrTooLarge) ||
			status == http.StatusTooManyRequests || status >= 500
		if err == nil {
			err = &HTTPError{URL: rawURL, Status: status}
		}
		if !retry || attempt >= retries {
			if attempt > 0 {
				return nil, Fetched, fmt.Errorf("%w (after %d tries)", err, attempt+1)
			}
			return nil, Fetched, err
		}
		d := c.backoff(attempt, resp)
		if err := c.sleep(ctx, d); err != nil {
			return nil, Fetched, err
		}
	}
}

// do sends one request.
func (c *Client) do(ctx context.Context, rawURL, accept string, meta *cacheMeta) ([]byte, int, *http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, 0, nil, fmt.Errorf("GET %s: %w", rawURL, err)
	}
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	if ua := c.userAgent(); ua != "" {
		req.Header.Set("User-Agent", ua)
	}
	if meta != nil {
		if meta.ETag != "" {
			req.Header.Set("If-None-Match", meta.ETag)
		}
		if meta.LastModified != "" {
			req.Header.Set("If-Modified-Since", meta.LastModified)
		}
	}
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, 0, nil, err // *url.Error names the URL
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
		return nil, resp.StatusCode, resp, nil
	}
	limit := c.MaxBytes
	if limit <= 0 {
		limit = 64 << 20
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, 0, resp, fmt.Errorf("GET %s: reading the body: %w", rawURL, err)
	}
	if int64(len(body)) > limit {
		return nil, 0, resp, fmt.Errorf("GET %s: %w: more than %d bytes", rawURL, ErrTooLarge, limit)
	}
	return body, resp.StatusCode, resp, nil
}

func (c *Client) userAgent() string {
	ua := c.UserAgent
	if c.Mailto != "" {
		if ua == "" {
			ua = "pubgraph"
		}
		ua += " (mailto:" + c.Mailto + ")"
	}
	return ua
}

// backoff is the wait before retry attempt+1: what Retry-After asks (in
// seconds or as a date), else Backoff·2^attempt with up to half again of
// jitter, at most MaxWait.
func (c *Client) backoff(attempt int, resp *http.Response) time.Duration {
	maxWait := c.MaxWait
	if maxWait <= 0 {
		maxWait = 2 * time.Minute
	}
	if resp != nil {
		if ra := strings.TrimSpace(resp.Header.Get("Retry-After")); ra != "" {
			if secs, err := strconv.Atoi(ra); err == nil && secs >= 0 {
				return min(time.Duration(secs)*time.Second, maxWait)
			}
			if t, err := http.ParseTime(ra); err == nil {
				return min(max(time.Until(t), 0), maxWait)
			}
		}
	}
	base := c.Backoff
	if base <= 0 {
		base = time.Second
	}
	d := base << min(attempt, 16)
	d += time.Duration(rand.Int64N(int64(d)/2 + 1))
	return min(d, maxWait)
}

func (c *Client) sleep(ctx context.Context, d time.Duration) error {
	if c.Sleep != nil {
		return c.Sleep(ctx, d)
	}
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// wait spaces the requests to host by Interval(host).
func (c *Client) wait(ctx context.Context, host string) error {
	interval := DefaultInterval(host)
	if c.Interval != nil {
		interval = c.Interval(host)
	}
	c.mu.Lock()
	if c.next == nil {
		c.next = make(map[string]time.Time)
	}
	now := time.Now()
	at := now
	if n := c.next[host]; n.After(now) {
		at = n
	}
	c.next[host] = at.Add(interval)
	c.mu.Unlock()
	if d := at.Sub(now); d > 0 {
		return c.sleep(ctx, d)
	}
	return ctx.Err()
}

// cacheKey is the file name of url's cache entry: a hash, so any URL
// makes a safe name. A mailto parameter is left out, so that changing the
// contact address does not empty the cache.
func (c *Client) cacheKey(rawURL string) string {
	if u, err := url.Parse(rawURL); err == nil && u.Query().Has("mailto") {
		q := u.Query()
		q.Del("mailto")
		u.RawQuery = q.Encode()
		rawURL = u.String()
	}
	sum := sha256.Sum256([]byte(rawURL))
	h := hex.EncodeToString(sum[:])
	return filepath.Join(c.Dir, h[:2], h)
}

// readCache returns the entry at key, or nil when there is none or it
// cannot be read (a damaged entry is fetched again).
func (c *Client) readCache(key string) (*cacheMeta, []byte) {
	mb, err := os.ReadFile(key + ".meta")
	if err != nil {
		return nil, nil
	}
	var meta cacheMeta
	if json.Unmarshal(mb, &meta) != nil {
		return nil, nil
	}
	body, err := os.ReadFile(key + ".body")
	if err != nil {
		return nil, nil
	}
	return &meta, body
}

// writeCache stores an entry; body nil keeps the stored body. A cache that
// cannot be written costs a refetch next time, nothing more, so errors
// are dropped. Each file is written whole and renamed into place, so a
// reader never sees half of one.
func (c *Client) writeCache(key string, meta *cacheMeta, body []byte) {
	if err := os.MkdirAll(filepath.Dir(key), 0o755); err != nil {
		return
	}
	if body != nil {
		if writeAtomic(key+".body", body) != nil {
			return
		}
	}
	mb, err := json.Marshal(meta)
	if err != nil {
		return
	}
	writeAtomic(key+".meta", mb)
}

func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}
