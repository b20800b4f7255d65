package pii

import (
	"strings"
	"testing"
)

// benchCorpus is mixed text of the kind prompts carry: prose, a support
// ticket with contact details, a config snippet with credentials, log lines.
const benchCorpus = `Hi team, following up on yesterday's call about the billing migration. The customer, reachable at
jane.doe@example.org or on +44 20 7946 0958, says her card 4111 1111 1111 1111 was charged twice on the
12th. Please refund to IBAN GB82 WEST 1234 5698 7654 32 and confirm by e-mail. Her SSN on file is
123-45-6789; she was born on 12 March 1984. Do not paste any of this into the public tracker.

We also need to rotate the staging credentials that leaked into the wiki page last week:

    DATABASE_URL=postgres://app:Xk29fLq7Vd@db.internal.example.com:5432/app
    AWS_ACCESS_KEY_ID=AKIAZ7QW3ER4TY5UI6OP
    api_key = "f8Kz93LmQp0XvR7tYb2Nw4HcTg"
    timeout = 30
    retries = 5

Server logs from the gateway (10.20.30.40) show repeated requests from 203.0.113.77 and from
2001:db8::8a2e:370:7334 between 14:02 and 14:09; the device 00:1A:2B:3C:4D:5E reconnected 14 times.
Version 2.4.1 of the client ships next sprint. The quarterly report lists 1,250 tickets, 37 escalations
and an average handling time of 4.2 hours; 98.5% of tickets were closed within the SLA of 2 days.
Let me know if you have questions about the roadmap, the budget for Q3 or the hiring plan for the team.
`

// corpusOf repeats the corpus to n bytes, cut at a line end.
func corpusOf(n int) string {
	s := strings.Repeat(benchCorpus, n/len(benchCorpus)+1)[:n]
	if i := strings.LastIndexByte(s, '\n'); i > n/2 {
		s = s[:i+1]
	}
	return s
}

func benchmarkScan(b *testing.B, n int) {
	s, err := New(nil)
	if err != nil {
		b.Fatal(err)
	}
	text := corpusOf(n)
	s.Scan(text)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		s.Scan(text)
	}
}

func BenchmarkScan1KB(b *testing.B)  { benchmarkScan(b, 1<<10) }
func BenchmarkScan4KB(b *testing.B)  { benchmarkScan(b, 4<<10) }
func BenchmarkScan32KB(b *testing.B) { benchmarkScan(b, 32<<10) }

// BenchmarkScanProse4KB is ordinary text with no PII at all: the cost of
// the prefilters alone.
func BenchmarkScanProse4KB(b *testing.B) {
	s, err := New(nil)
	if err != nil {
		b.Fatal(err)
	}
	prose := strings.Repeat("The committee reviewed the proposal and agreed to revisit the schedule after the holidays. ", 50)[:4<<10]
	b.SetBytes(int64(len(prose)))
	b.ReportAllocs()
	for b.Loop() {
		s.Scan(prose)
	}
}
