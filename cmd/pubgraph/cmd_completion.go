package main

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strings"
)

const completionAbout = `Print a script that completes pubgraph's commands and flags in SHELL
(bash, zsh or fish); file names are completed everywhere else. Load it
with:

  bash   source <(pubgraph completion bash)      (or save it in
         /etc/bash_completion.d/pubgraph)
  zsh    source <(pubgraph completion zsh)       (in ~/.zshrc)
  fish   pubgraph completion fish > ~/.config/fish/completions/pubgraph.fish`

func runCompletion(ctx context.Context, args []string, e *env) error {
	fs := newFlagSet("completion", "bash|zsh|fish", completionAbout, "  pubgraph completion bash > /etc/bash_completion.d/pubgraph", e)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError{"completion: name one shell: bash, zsh or fish"}
	}
	flags := commandFlags(ctx)
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	names = append(names, "help")
	switch fs.Arg(0) {
	case "bash":
		fmt.Fprint(e.stdout, bashCompletion(names, flags))
	case "zsh":
		fmt.Fprint(e.stdout, "#compdef pubgraph\nautoload -U +X bashcompinit && bashcompinit\n"+bashCompletion(names, flags))
	case "fish":
		fmt.Fprint(e.stdout, fishCompletion(names, flags))
	default:
		return usageError{fmt.Sprintf("completion: unknown shell %q (bash, zsh or fish)", fs.Arg(0))}
	}
	return nil
}

var flagPattern = regexp.MustCompile(`(?m)^[ \t]+(?:-[a-zA-Z], )?--([a-z][a-z0-9-]*)`)

// commandFlags reads each command's flags from its own help, so the
// completion never falls behind the flags.
func commandFlags(ctx context.Context) map[string][]string {
	out := make(map[string][]string)
	for _, c := range commands() {
		if c.name == "completion" {
			continue
		}
		var buf bytes.Buffer
		c.run(ctx, []string{"--help"}, &env{stdout: &buf, stderr: &bytes.Buffer{}, stdin: strings.NewReader("")})
		for _, m := range flagPattern.FindAllStringSubmatch(buf.String(), -1) {
			out[c.name] = append(out[c.name], "--"+m[1])
		}
		out[c.name] = append(out[c.name], "--help")
	}
	return out
}

func bashCompletion(names []string, flags map[string][]string) string {
	var b strings.Builder
	b.WriteString("# bash completion for pubgraph (pubgraph completion bash)\n_pubgraph() {\n")
	b.WriteString("  local cur=${COMP_WORDS[COMP_CWORD]} cmd=${COMP_WORDS[1]}\n")
	fmt.Fprintf(&b, "  if [ \"$COMP_CWORD\" -eq 1 ]; then\n    COMPREPLY=($(compgen -W %q -- \"$cur\"))\n    return\n  fi\n", strings.Join(names, " ")+" --help --version")
	b.WriteString("  if [ \"$cmd\" = help ] && [ \"$COMP_CWORD\" -eq 2 ]; then\n")
	fmt.Fprintf(&b, "    COMPREPLY=($(compgen -W %q -- \"$cur\"))\n    return\n  fi\n", strings.Join(names, " "))
	b.WriteString("  if [ \"$cmd\" = completion ]; then\n    COMPREPLY=($(compgen -W \"bash zsh fish\" -- \"$cur\"))\n    return\n  fi\n")
	b.WriteString("  if [[ $cur == -* ]]; then\n    case $cmd in\n")
	for _, n := range names {
		if fl := flags[n]; len(fl) > 0 {
			fmt.Fprintf(&b, "      %s) COMPREPLY=($(compgen -W %q -- \"$cur\")) ;;\n", n, strings.Join(fl, " "))
		}
	}
	b.WriteString("    esac\n    return\n  fi\n  COMPREPLY=($(compgen -f -- \"$cur\"))\n}\ncomplete -o filenames -o bashdefault -F _pubgraph pubgraph\n")
	return b.String()
}

func fishCompletion(names []string, flags map[string][]string) string {
	var b strings.Builder
	b.WriteString("# fish completion for pubgraph (pubgraph completion fish)\n")
	fmt.Fprintf(&b, "complete -c pubgraph -n __fish_use_subcommand -f -a %q\n", strings.Join(names, " "))
	fmt.Fprintf(&b, "complete -c pubgraph -n '__fish_seen_subcommand_from help' -f -a %q\n", strings.Join(names, " "))
	b.WriteString("complete -c pubgraph -n '__fish_seen_subcommand_from completion' -f -a 'bash zsh fish'\n")
	for _, n := range names {
		for _, f := range flags[n] {
			fmt.Fprintf(&b, "complete -c pubgraph -n '__fish_seen_subcommand_from %s' -l %s\n", n, strings.TrimPrefix(f, "--"))
		}
	}
	return b.String()
}
