package ner

import (
	"strings"
	"testing"
)

// benchText returns about n bytes of chat-like English with a few
// entities per sentence, cut at a word boundary.
func benchText(n int) string {
	const para = "Hi team, Maria Garcia from Acme Corp asked whether we can move the review to Friday. " +
		"She will fly from Madrid to Seattle on 12/03/2024 and stay at 221B Baker Street. " +
		"Can you summarise the attached report and list the open questions for the legal department? " +
		"John said the numbers for the third quarter look fine, but the forecast needs another pass. " +
		"Please also check whether the invoice was sent to the right address before Monday. "
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(para)
	}
	s := b.String()[:n]
	if i := strings.LastIndexByte(s, ' '); i > 0 {
		s = s[:i]
	}
	return s
}

func benchmarkRecognize(b *testing.B, n int) {
	r := Default()
	text := benchText(n)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		r.Recognize(text, DefaultThreshold, nil)
	}
}

func BenchmarkRecognize1KB(b *testing.B)  { benchmarkRecognize(b, 1<<10) }
func BenchmarkRecognize4KB(b *testing.B)  { benchmarkRecognize(b, 4<<10) }
func BenchmarkRecognize32KB(b *testing.B) { benchmarkRecognize(b, 32<<10) }
