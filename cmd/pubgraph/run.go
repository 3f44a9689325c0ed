package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/pflag"
)

// Exit codes, documented in the help text.
const (
	exitOK          = 0
	exitFailure     = 1   // the input could not be read or the output written
	exitUsage       = 2   // the command line was wrong
	exitInterrupted = 130 // stopped by Ctrl-C (SIGINT) or SIGTERM, 128 + SIGINT as shells report it
)

// interruptGrace is how long a run may take to stop after the first
// interrupt before run gives up waiting for it. Every long step checks
// its context far more often than this; the Graphviz layout cannot be
// interrupted, and outputs go to a temporary folder until the very end,
// so abandoning the work leaves the previous outputs as they were.
const interruptGrace = 1500 * time.Millisecond

const usage = `pubgraph turns publication lists into a co-authorship network and tells you
what is in it.

Usage:
  pubgraph <command> [flags] INPUT...

Commands:
  analyze    read inputs, write report.md, graph.dot, graph.svg and CSV tables
  parse      show what pubgraph reads from one file, with warnings
  path       how two people are connected: every shortest chain of co-authors
  person     a person's profile: papers, co-authors, advisors, centralities
  people     review the name pairs left apart and record same/apart decisions
  conflicts  conflict-of-interest pairs between reviewers and authors
  version    print the version and the commit it was built from
  completion print a shell completion script: bash, zsh or fish
  help       print a command's help: pubgraph help analyze

An INPUT is a file, a folder (read recursively) or - for standard input.
Formats are detected from content and extension: CVs and publication
pages in plain text, markdown or HTML; BibTeX; DBLP XML; CSL-JSON; ORCID
works JSON; RIS; edge lists, GML and Pajek networks.

Examples:
  pubgraph analyze --out out/ cvs/
  pubgraph parse --json my-cv.md
  pubgraph path "Tianqi Chen" "Byung-Gon Chun" cvs/

Exit codes:
  0    success
  1    an input could not be read, or an output could not be written
  2    the command line was wrong
  130  interrupted (Ctrl-C or SIGTERM); the previous outputs are untouched

Run "pubgraph help <command>" or "pubgraph <command> --help" for a
command's flags.
`

type command struct {
	name    string
	summary string
	run     func(ctx context.Context, args []string, env *env) error
}

// env is what a command may touch: its streams, whether stderr is a
// terminal (for progress), when the run started, whether -q silences
// progress, and the meter that shows it (nil: none).
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	progress       bool
	start          time.Time
	quiet          bool
	meter          *meter
}

// usageError marks an error in the command line.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func commands() []command {
	return []command{
		{"analyze", "read inputs and write the report, graph and tables", runAnalyze},
		{"parse", "show what pubgraph reads from files", runParse},
		{"path", "collaboration distance between two people", runPath},
		{"person", "a person's profile", runPerson},
		{"people", "review name candidates and record decisions", runPeople},
		{"conflicts", "conflict-of-interest pairs", runConflicts},
		{"version", "print the version", runVersion},
		{"completion", "print a shell completion script", runCompletion},
	}
}

// run runs the command named by args[0] and returns the exit code. The
// first SIGINT or SIGTERM cancels the command's context and run returns
// exitInterrupted once the command has stopped, or after interruptGrace;
// a second one makes run return at once.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	e := &env{stdin: stdin, stdout: stdout, progress: isTerminal(stderr)}
	// Progress comes from a ticker as well as from the command, so every
	// write to stderr goes through the meter, under its lock.
	e.meter = newMeter(stderr, e.progress, time.Now)
	e.start = e.meter.start
	e.stderr = e.meter
	e.meter.run()
	defer e.meter.close()
	// PUBGRAPH_CPUPROFILE=FILE writes a CPU profile of the run, for
	// looking into a slow analysis with go tool pprof.
	if path := os.Getenv("PUBGRAPH_CPUPROFILE"); path != "" {
		if f, err := os.Create(path); err == nil {
			if pprof.StartCPUProfile(f) == nil {
				defer func() { pprof.StopCPUProfile(); f.Close() }()
			}
		}
	}
	// PUBGRAPH_MEMPROFILE=FILE writes a heap profile at the end of the
	// run: go tool pprof -sample_index=alloc_space shows what allocated.
	if path := os.Getenv("PUBGRAPH_MEMPROFILE"); path != "" {
		defer func() {
			if f, err := os.Create(path); err == nil {
				runtime.GC() // the profile holds what the last collection saw
				pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
		}()
	}
	if len(args) == 0 {
		fmt.Fprint(e.stderr, usage)
		return exitUsage
	}
	switch args[0] {
	case "help":
		if len(args) > 1 && args[1] != "help" {
			// "pubgraph help analyze" is "pubgraph analyze --help".
			args = []string{args[1], "--help"}
			break
		}
		fmt.Fprint(stdout, usage)
		return exitOK
	case "-h", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	case "--version", "-version":
		args[0] = "version"
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		done := make(chan error, 1)
		go func() { done <- c.run(ctx, args[1:], e) }()
		select {
		case err := <-done:
			return exitCode(err, e.stderr)
		case <-sigs:
		}
		cancel()
		fmt.Fprintln(e.stderr, "\npubgraph: interrupted: stopping (interrupt again to quit at once); previous outputs are kept")
		grace := time.NewTimer(interruptGrace)
		defer grace.Stop()
		select {
		case <-done:
		case <-sigs:
		case <-grace.C:
		}
		return exitInterrupted
	}
	fmt.Fprintf(e.stderr, "pubgraph: unknown command %q\n", args[0])
	if s := suggest(args[0], commandNames()); s != "" {
		fmt.Fprintf(e.stderr, "Did you mean %q?\n", s)
	}
	fmt.Fprint(e.stderr, "Run 'pubgraph --help' for usage.\n")
	return exitUsage
}

// exitCode prints err, if any, and maps it to the documented exit code.
func exitCode(err error, stderr io.Writer) int {
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, pflag.ErrHelp):
		return exitOK
	}
	var ue usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(stderr, "pubgraph: %s\n", oneLine(err.Error()))
		return exitUsage
	}
	fmt.Fprintf(stderr, "pubgraph: %s\n", oneLine(err.Error()))
	return exitFailure
}

// newFlagSet returns a flag set whose errors are usage errors and whose
// help prints text, then the flags, then examples.
func newFlagSet(name, synopsis, about, examples string, e *env) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SortFlags = false
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		w := e.stdout
		fmt.Fprintf(w, "Usage: pubgraph %s %s\n\n%s\n\nFlags:\n%s", name, synopsis, strings.TrimSpace(about), fs.FlagUsages())
		if examples != "" {
			fmt.Fprintf(w, "\nExamples:\n%s\n", strings.TrimRight(examples, "\n"))
		}
		fmt.Fprint(w, "\nExit codes: 0 success, 1 an input could not be read or an output written, 2 bad command line, 130 interrupted.\n")
	}
	return fs
}

// parseFlags parses args, turning pflag errors into usage errors.
func parseFlags(fs *pflag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return err // pflag has printed the usage already
		}
		return usageError{fmt.Sprintf("%s: %v%s (see 'pubgraph %s --help')", fs.Name(), err, flagHint(fs, err), fs.Name())}
	}
	return nil
}

// version is the release; "go install …@vX" and -ldflags "-X
// main.version=…" override it.
var version = "0.1.0-dev"

// commit is the commit the binary was built from when the build
// information has none: make build sets it with -ldflags "-X main.commit=…".
var commit = ""

func runVersion(_ context.Context, args []string, e *env) error {
	bi, _ := debug.ReadBuildInfo()
	fmt.Fprintf(e.stdout, "pubgraph %s\n", versionString(version, bi))
	return nil
}

// versionString is the version, the module version when "go install
// …@vX" set one, and the commit the binary was built from with its time
// and "+dirty" for uncommitted changes, from the build information Go
// records: "0.1.0-dev (commit 261ea49a0b3c+dirty, 2026-11-26T06:00:00Z, go1.26.0)".
func versionString(v string, bi *debug.BuildInfo) string {
	if bi == nil {
		bi = &debug.BuildInfo{}
	}
	if mv := bi.Main.Version; mv != "" && mv != "(devel)" {
		v = strings.TrimPrefix(mv, "v")
	}
	var rev, when string
	dirty := false
	if commit != "" {
		rev, dirty = strings.TrimSuffix(commit, "+dirty"), strings.HasSuffix(commit, "+dirty")
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	var parts []string
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += "+dirty"
		}
		parts = append(parts, "commit "+rev)
	}
	if when != "" {
		parts = append(parts, when)
	}
	if bi.GoVersion != "" {
		parts = append(parts, bi.GoVersion)
	}
	if len(parts) == 0 {
		return v
	}
	return v + " (" + strings.Join(parts, ", ") + ")"
}

// oneLine makes a message one line of plain text for warnings.txt and the
// terminal: line breaks and other control characters are shown escaped
// (\n, \x1b) and bidirectional controls as \u escapes, so that no input
// text can split a warning, forge another one or move the cursor.
func oneLine(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == utf8.RuneError:
			b.WriteRune(r)
		case unicode.IsControl(r) || r >= '\u202A' && r <= '\u202E' || r >= '\u2066' && r <= '\u2069' ||
			r == '\u200E' || r == '\u200F' || r == '\u061C' || r == '\u2028' || r == '\u2029':
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
