package main

import (
	"net/mail"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/pubgraph/pubgraph/ingest/online"
	"github.com/pubgraph/pubgraph/pub"
)

// onlineOptions are the flags of online sources (orcid:…, openalex:…,
// dblp:pid/…, doi:… and files of them).
type onlineOptions struct {
	offline bool
	refresh bool
	mailto  string
}

func (o *onlineOptions) AddFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&o.offline, "offline", false, "read online ids (orcid:, openalex:, dblp:pid/, doi:) only from the cache; an id not in it is an error")
	fs.BoolVar(&o.refresh, "refresh", false, "revalidate cached responses of online sources with the services (a response that has not changed is kept)")
	fs.StringVar(&o.mailto, "mailto", "", "contact `EMAIL` sent to OpenAlex and Crossref, as they ask of polite clients (default $PUBGRAPH_MAILTO)")
}

// check validates the flags.
func (o *onlineOptions) check() error {
	if o.offline && o.refresh {
		return usageError{"--offline and --refresh contradict each other: --refresh asks the services"}
	}
	if m := o.contact(); m != "" {
		if a, err := mail.ParseAddress(m); err != nil || a.Address != m {
			return usageError{"--mailto (or PUBGRAPH_MAILTO) " + pub.QuoteName(m) + " is not an e-mail address"}
		}
	}
	return nil
}

// contact is --mailto, else $PUBGRAPH_MAILTO.
func (o *onlineOptions) contact() string {
	m := o.mailto
	if m == "" {
		m = os.Getenv("PUBGRAPH_MAILTO")
	}
	return strings.TrimSpace(m)
}

// onlineEndpoints, if set, adjusts the sources before use; tests point the
// base URLs at their servers with it.
var onlineEndpoints func(*online.Source)

// inputs returns the reader of online ids, with the responses cached
// under the user cache folder (none when there is no such folder). since
// asks OpenAlex only for works from that year on.
func (o *onlineOptions) inputs(since int) *online.Inputs {
	dir, err := online.DefaultCacheDir()
	if err != nil {
		dir = ""
	}
	c := &online.Client{Dir: dir, Offline: o.offline, Refresh: o.refresh,
		UserAgent: "pubgraph/" + version, Mailto: o.contact()}
	s := &online.Source{Client: c, Since: since}
	if onlineEndpoints != nil {
		onlineEndpoints(s)
	}
	return &online.Inputs{Source: s}
}
