package mcp

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"bulwark/shared/detect/normalize"
)

// charClass sorts the characters that do not show on screen.
type charClass int

const (
	visibleChar   charClass = iota
	tagChar                 // U+E0000–U+E007F: spell hidden ASCII text
	bidiChar                // embeddings, overrides and isolates: reorder text
	zeroWidthChar           // zero-width and other invisible format characters
	escChar                 // ESC: starts terminal control sequences
	controlChar             // other C0/C1 controls
)

// classify returns the class of r at byte offset i of s.
func classify(s string, i int, r rune) charClass {
	switch {
	case r >= 0xE0000 && r <= 0xE007F:
		return tagChar
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
		return bidiChar
	case r == 0x200B, r >= 0x2060 && r <= 0x2064, r == 0x180E, r == 0x034F, r == 0x00AD,
		r == 0x115F, r == 0x1160, r == 0x3164, r == 0xFFA0, r >= 0xE0100 && r <= 0xE01EF:
		return zeroWidthChar
	case r == 0xFEFF:
		if i == 0 {
			return visibleChar // a leading byte-order mark is harmless
		}
		return zeroWidthChar
	case r == 0x200C || r == 0x200D:
		// Joiners are part of emoji sequences and of Indic and Arabic
		// words; between ASCII characters they only hide something.
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
		if (i == 0 || before < utf8.RuneSelf) && (i+utf8.RuneLen(r) == len(s) || after < utf8.RuneSelf) {
			return zeroWidthChar
		}
	case r == 0x1B:
		return escChar
	case r < 0x20 && r != '\n' && r != '\t' && r != '\r', r >= 0x7F && r <= 0x9F:
		return controlChar
	}
	return visibleChar
}

// run is a span of characters of one class.
type run struct {
	class      charClass
	start, end int // bytes
	n          int // characters
}

// invisibleRuns returns the runs of invisible characters of s. Tag
// characters that close an emoji flag sequence (🏴 followed by tags and
// U+E007F, as the flags of Scotland or Wales) are part of the emoji.
func invisibleRuns(s string) []run {
	var out []run
	for i, r := range s {
		c := classify(s, i, r)
		if c == visibleChar {
			continue
		}
		if k := len(out) - 1; k >= 0 && out[k].class == c && out[k].end == i {
			out[k].end += utf8.RuneLen(r)
			out[k].n++
			continue
		}
		out = append(out, run{class: c, start: i, end: i + utf8.RuneLen(r), n: 1})
	}
	kept := out[:0]
	for _, rn := range out {
		if rn.class == tagChar && strings.HasSuffix(s[:rn.start], "\U0001F3F4") && strings.HasSuffix(s[:rn.end], "\U000E007F") {
			continue
		}
		kept = append(kept, rn)
	}
	return kept
}

// Invisible characters: more than this many in one text is no accident of
// copy and paste.
const manyInvisible = 3

// scanInvisible reports invisible characters: tag characters everywhere
// (they are never legitimate outside emoji flags), and, outside tool
// results (where web pages and program output have them for good
// reasons), zero-width characters, bidi controls and terminal escapes.
func scanInvisible(fs *findings, field, text string, result bool) {
	runs := invisibleRuns(text)
	zw := 0
	for _, rn := range runs {
		if rn.class == zeroWidthChar {
			zw += rn.n
		}
	}
	for _, rn := range runs {
		ev := evidence(field, text, rn.start, rn.end)
		what := noun(field)
		switch {
		case rn.class == tagChar:
			fs.add(Finding{Rule: RuleTagCharacters, sev: High, Evidence: ev,
				Explanation: fmt.Sprintf("The %s hides text in invisible Unicode tag characters: %q.", what, clip(decodeTags(text[rn.start:rn.end])))})
		case result:
		case rn.class == bidiChar:
			fs.add(Finding{Rule: RuleBidiControl, sev: High, Evidence: ev,
				Explanation: fmt.Sprintf("The %s contains bidirectional override or isolate characters, which make text display in a different order than the model reads it.", what)})
		case rn.class == zeroWidthChar:
			sev := Medium
			if zw >= manyInvisible || field == FieldName {
				sev = High
			}
			fs.add(Finding{Rule: RuleInvisibleChars, sev: sev, Evidence: ev,
				Explanation: fmt.Sprintf("The %s contains %d zero-width or invisible format characters, which hide or split words.", what, zw)})
		case rn.class == escChar:
			fs.add(Finding{Rule: RuleTerminalEscape, sev: High, Evidence: ev,
				Explanation: fmt.Sprintf("The %s contains terminal escape sequences, which can hide text from a person reviewing it in a terminal.", what)})
		case rn.class == controlChar:
			fs.add(Finding{Rule: RuleControlCharacter, sev: Medium, Evidence: ev,
				Explanation: fmt.Sprintf("The %s contains control characters that have no place in text.", what)})
		}
	}
}

// decodeTags returns the ASCII text that tag characters spell.
func decodeTags(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= 0xE0020 && r <= 0xE007E {
			b.WriteRune(r - 0xE0000)
		}
	}
	return b.String()
}

// visible renders s with its invisible characters shown: runs of tag
// characters as ⟨tags:"hidden text"⟩, other invisible characters and
// controls as ⟨U+XXXX⟩.
func visible(s string) string {
	runs := invisibleRuns(s)
	if len(runs) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, rn := range runs {
		b.WriteString(s[last:rn.start])
		if rn.class == tagChar {
			fmt.Fprintf(&b, "⟨tags:%q⟩", decodeTags(s[rn.start:rn.end]))
		} else {
			for _, r := range s[rn.start:rn.end] {
				fmt.Fprintf(&b, "⟨U+%04X⟩", r)
			}
		}
		last = rn.end
	}
	b.WriteString(s[last:])
	return b.String()
}

// lookalikeScript reports whether r belongs to a script whose letters
// imitate Latin ones (Cyrillic, Greek, Armenian, Cherokee), or is a
// compatibility form of a Latin letter (fullwidth, mathematical).
func lookalikeScript(r rune) bool {
	return unicode.In(r, unicode.Cyrillic, unicode.Greek, unicode.Armenian, unicode.Cherokee) ||
		r >= 0xFF21 && r <= 0xFF5A || r >= 0x1D400 && r <= 0x1D7FF
}

// scanMixedScript reports words that mix Latin letters with lookalikes
// from other scripts: text written in Greek or Russian is fine, "pаssword"
// with a Cyrillic а is disguise.
func scanMixedScript(fs *findings, field, text string) {
	start := -1
	latin, other := false, false
	flush := func(end int) {
		if start >= 0 && latin && other {
			fs.add(Finding{Rule: RuleMixedScriptWord, sev: Low, Evidence: evidence(field, text, start, end),
				Explanation: fmt.Sprintf("A word of the %s mixes Latin letters with lookalike letters of another script, a way to slip past filters.", field)})
		}
		start, latin, other = -1, false, false
	}
	for i, r := range text {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) {
			flush(i)
			continue
		}
		if start < 0 {
			start = i
		}
		latin = latin || r < utf8.RuneSelf
		other = other || lookalikeScript(r)
	}
	flush(len(text))
}

// wellKnownTools are tool names of widely used MCP servers (filesystem,
// git, GitHub, Slack, databases, fetch and search, browsers, mail,
// calendars, shells, payments): the names a lookalike would impersonate.
var wellKnownTools = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`
		read_file read_text_file read_media_file read_multiple_files write_file edit_file create_directory
		list_directory directory_tree move_file search_files get_file_info list_allowed_directories delete_file
		list_files upload_file download_file
		git_status git_diff git_diff_staged git_diff_unstaged git_commit git_add git_reset git_log
		git_create_branch git_checkout git_show git_push git_pull git_clone git_branch
		create_or_update_file search_repositories create_repository get_file_contents push_files create_issue
		create_pull_request fork_repository create_branch list_commits list_issues update_issue
		add_issue_comment search_code search_issues get_issue get_pull_request merge_pull_request
		slack_post_message slack_reply_to_thread slack_list_channels slack_get_channel_history slack_get_users
		send_message send_email read_email search_emails draft_email reply_email forward_email
		query execute_sql run_query read_query write_query list_tables describe_table
		fetch web_search brave_web_search brave_local_search search http_request
		browser_navigate browser_click browser_type browser_snapshot browser_take_screenshot
		puppeteer_navigate puppeteer_click puppeteer_fill puppeteer_evaluate
		execute_command run_command run_shell shell bash terminal exec ssh_exec
		create_event list_events update_event delete_event get_current_time convert_time
		get_weather get_forecast get_alerts
		transfer_funds make_payment pay_invoice create_payment approve_payment send_payment
		create_entities read_graph search_nodes sequentialthinking`) {
		m[n] = true
	}
	return m
}()

// leetFolds are the digit and symbol substitutions of lookalike names,
// with "1" read both as "l" and as "i".
var leetFolds = []*strings.Replacer{
	strings.NewReplacer("0", "o", "1", "l", "3", "e", "4", "a", "5", "s", "7", "t", "@", "a", "$", "s"),
	strings.NewReplacer("0", "o", "1", "i", "3", "e", "4", "a", "5", "s", "7", "t", "@", "a", "$", "s"),
}

// scanName checks a tool name for invisible characters and for lookalike
// letters or digits that impersonate a well-known tool.
func scanName(fs *findings, name string) {
	scanInvisible(fs, FieldName, name, false)
	folded := normalize.Normalize(name).Text
	whole := evidence(FieldName, name, 0, len(name))
	if folded != strings.ToLower(name) && wellKnownTools[folded] {
		fs.add(Finding{Rule: RuleHomoglyphName, sev: High, Evidence: whole,
			Explanation: fmt.Sprintf("The name is written with lookalike or invisible characters and reads as %q, a well-known tool it would impersonate.", folded)})
		return
	}
	lower := strings.ToLower(name)
	if !wellKnownTools[lower] {
		for _, r := range leetFolds {
			if f := r.Replace(lower); f != lower && wellKnownTools[f] {
				fs.add(Finding{Rule: RuleHomoglyphName, sev: High, Evidence: whole,
					Explanation: fmt.Sprintf("The name replaces letters with lookalike digits or symbols and reads as %q, a well-known tool it would impersonate.", f)})
				return
			}
		}
	}
	latin, other := false, false
	for _, r := range name {
		latin = latin || r < utf8.RuneSelf && unicode.IsLetter(r)
		other = other || lookalikeScript(r)
	}
	if latin && other {
		fs.add(Finding{Rule: RuleMixedScriptName, sev: Medium, Evidence: whole,
			Explanation: fmt.Sprintf("The name mixes Latin letters with lookalike letters of another script; it reads as %q.", folded)})
	}
}
