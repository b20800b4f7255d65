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

// benchmarkAddressBlocks recognises about n bytes of contact cards, every
// line part of an address block: the address rules where they do the most
// work. 64 KB and 1 MB side by side show that they stay linear.
func benchmarkAddressBlocks(b *testing.B, n int) {
	const card = "Beth Varga\nNorthwind Traders\n96 Via Moiariello 102\n Suite 850\n Calascibetta\n\n Czech Republic 07512\n+420 212 345 678\n\n"
	text := strings.Repeat(card, n/len(card))
	r := Default()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		r.Recognize(text, DefaultThreshold, nil)
	}
}

func BenchmarkAddressBlocks64KB(b *testing.B) { benchmarkAddressBlocks(b, 64<<10) }
func BenchmarkAddressBlocks1MB(b *testing.B)  { benchmarkAddressBlocks(b, 1<<20) }
