package engine

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// segment is one scanned message inside the joined text.
type segment struct {
	msg        int // index in Input.Messages
	start, end int // byte range in document.text
}

// document is the text the detectors read: Input.Text, or the contents of
// the scanned messages joined by Separator, with the map back to messages.
type document struct {
	text         string
	segs         []segment // nil for Input.Text
	messages     []Message
	systemPrompt string
	toolArgs     []byte
	runes        int
}

func newDocument(in Input) document {
	d := document{systemPrompt: in.SystemPrompt, messages: in.Messages}
	if in.ToolCall != nil {
		d.toolArgs = in.ToolCall.Arguments
	}
	if in.Messages == nil {
		d.text = in.Text
		d.runes = utf8.RuneCountInString(in.Text)
		return d
	}
	var b strings.Builder
	var system []string
	for i, m := range in.Messages {
		if isSystem(m.Role) {
			system = append(system, m.Content)
			continue
		}
		if len(d.segs) > 0 {
			b.WriteString(Separator)
		}
		d.segs = append(d.segs, segment{msg: i, start: b.Len(), end: b.Len() + len(m.Content)})
		b.WriteString(m.Content)
		d.runes += utf8.RuneCountInString(m.Content)
	}
	d.text = b.String()
	if d.systemPrompt == "" {
		d.systemPrompt = strings.Join(system, Separator)
	}
	return d
}

// content is the text of segment i.
func (d *document) content(i int) string { return d.text[d.segs[i].start:d.segs[i].end] }

// userTurns returns the segments of the first and the latest user
// messages, when there are at least two.
func (d *document) userTurns() (first, latest int, ok bool) {
	first, latest = -1, -1
	for i, s := range d.segs {
		if strings.EqualFold(d.messages[s.msg].Role, "user") {
			if first < 0 {
				first = i
			}
			latest = i
		}
	}
	return first, latest, first >= 0 && latest > first
}

// segmentOf returns the segment of Messages[msg], if that message is scanned.
func (d *document) segmentOf(msg int) (int, bool) {
	for i, s := range d.segs {
		if s.msg == msg {
			return i, true
		}
	}
	return 0, false
}

// segmentAt returns the index of the segment holding byte offset off: the
// last one starting at or before it.
func (d *document) segmentAt(off int) int {
	i := sort.Search(len(d.segs), func(i int) bool { return d.segs[i].start > off })
	return max(i-1, 0)
}

// runeOffsets converts byte offsets of s into code point offsets, in one
// pass over s whatever the number of offsets. Offsets are clamped to
// [0, len(s)]; one inside a multi-byte character counts that character.
func runeOffsets(s string, offs []int) []int {
	order := make([]int, len(offs))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return offs[order[a]] < offs[order[b]] })
	out := make([]int, len(offs))
	pos, n := 0, 0
	for _, i := range order {
		target := min(max(offs[i], 0), len(s))
		for pos < target {
			_, size := utf8.DecodeRuneInString(s[pos:])
			pos += size
			n++
		}
		out[i] = n
	}
	return out
}
