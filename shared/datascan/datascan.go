// Package datascan scans datasets: the text columns of a parquet file
// (ScanParquet) and the files of an image set (CheckImage, Duplicates).
//
// Text goes through the detectors of the runtime engine, grouped into
// families: pii (personal data and the app's custom PII rules), secrets
// (credentials and keys), injection (prompt injection and data poisoning
// aimed at a model that later reads the data) and harm. A Scanner is built
// once per scan and is safe for concurrent use.
//
// Reading is streamed one row group at a time, only the text columns are
// decoded, and dictionary-encoded columns are scanned once per distinct
// value. Sampling (ScanOptions.SampleRows) scans an evenly spread,
// seeded subset of the rows. A Collector keeps exact counts per column and
// category and stores a bounded number of findings per (column, category),
// so that a scan of millions of rows never keeps millions of findings.
//
// docs/data-scans.md describes the categories, the gate that keeps the
// sentence detectors off cells that are not sentences, and the measured
// throughput.
package datascan

import (
	"fmt"
	"slices"
	"sort"

	"bulwark/shared/detect"
	"bulwark/shared/detect/harm"
	"bulwark/shared/detect/injection"
	"bulwark/shared/detect/pii"
	"bulwark/shared/errs"
)

// Detector families a scan can run.
const (
	FamilyPII       = "pii"
	FamilySecrets   = "secrets"
	FamilyInjection = "injection"
	FamilyHarm      = "harm"
	// FamilyImage holds the findings of the image checks.
	FamilyImage = "image"
)

// Families returns the text detector families, which a scan runs by
// default.
func Families() []string {
	return []string{FamilyPII, FamilySecrets, FamilyInjection, FamilyHarm}
}

// DefaultMinScore is the lowest score a finding must reach to count: the
// runtime's default redact threshold, so that a dataset scan reports what
// the runtime would redact or flag.
const DefaultMinScore = 0.35

// secretCategories are the pii scanner's categories that the secrets
// family reports; every other category of that scanner (and of custom
// rules) is personal data.
var secretCategories = map[string]bool{
	pii.AWSAccessKey: true, pii.AWSSecretKey: true, pii.PrivateKey: true, pii.JWT: true,
	pii.GitHubToken: true, pii.GitLabToken: true, pii.SlackToken: true, pii.StripeKey: true,
	pii.OpenAIAPIKey: true, pii.AnthropicAPIKey: true, pii.GCPAPIKey: true, pii.GCPServiceAccountKey: true,
	pii.AzureClientSecret: true, pii.AzureStorageKey: true, pii.AzureSASToken: true, pii.APIKey: true,
	pii.GenericSecret: true, pii.Password: true, pii.URLCredentials: true,
}

// IsSecretCategory reports whether a category of the pii scanner belongs to
// the secrets family.
func IsSecretCategory(category string) bool { return secretCategories[category] }

// Options configure a Scanner.
type Options struct {
	// Families are the detector families to run; empty means Families().
	Families []string
	// Rules are custom PII rules (run with the pii family).
	Rules []pii.Rule
	// MinScore drops findings scoring below it; 0 means DefaultMinScore.
	MinScore float64
	// Exhaustive runs injection and harm on every cell, without the gate.
	Exhaustive bool
}

// Hit is one finding in one cell of text.
type Hit struct {
	Family   string
	Category string
	Score    float64
	// Start and End are byte offsets in the cell; both are 0 for a finding
	// about the whole cell.
	Start, End  int
	Snippet     string
	Explanation string
}

// Scanner runs the detector families over cells of text.
type Scanner struct {
	opts              Options
	pii               *pii.Scanner
	wantPII, wantSecr bool
	inj               *injection.Detector
	harm              bool
}

// New builds a Scanner. An unknown family or an invalid custom rule is an
// error matching errs.ErrInvalid.
func New(o Options) (*Scanner, error) {
	if len(o.Families) == 0 {
		o.Families = Families()
	}
	if o.MinScore <= 0 {
		o.MinScore = DefaultMinScore
	}
	s := &Scanner{opts: o}
	for _, f := range o.Families {
		switch f {
		case FamilyPII:
			s.wantPII = true
		case FamilySecrets:
			s.wantSecr = true
		case FamilyInjection:
			d, err := injection.Default()
			if err != nil {
				return nil, fmt.Errorf("datascan: injection model: %w", err)
			}
			s.inj = d
		case FamilyHarm:
			s.harm = true
		default:
			return nil, fmt.Errorf("datascan: unknown detector family %q: %w", f, errs.ErrInvalid)
		}
	}
	if s.wantPII || s.wantSecr {
		var rules []pii.Rule
		if s.wantPII {
			rules = o.Rules
		}
		p, err := pii.New(rules)
		if err != nil {
			return nil, err
		}
		s.pii = p
	}
	s.opts.Families = slices.Clone(o.Families)
	sort.Strings(s.opts.Families)
	return s, nil
}

// Families returns the families the scanner runs, sorted.
func (s *Scanner) Families() []string { return slices.Clone(s.opts.Families) }

// MinScore returns the score a finding must reach.
func (s *Scanner) MinScore() float64 { return s.opts.MinScore }

// Text appends the findings in one cell to dst and returns it. Findings of
// the pii scanner come in text order and never overlap; injection and harm
// findings follow.
func (s *Scanner) Text(dst []Hit, text string) []Hit {
	if len(text) == 0 {
		return dst
	}
	if s.pii != nil {
		for _, f := range s.pii.Scan(text) {
			fam := FamilyPII
			if secretCategories[f.Category] {
				fam = FamilySecrets
			}
			if (fam == FamilyPII && !s.wantPII) || (fam == FamilySecrets && !s.wantSecr) {
				continue
			}
			dst = s.add(dst, fam, f)
		}
	}
	if s.inj == nil && !s.harm {
		return dst
	}
	g := gateResult{true, true}
	if !s.opts.Exhaustive {
		g = gate(text)
	}
	if s.inj != nil && g.injection {
		// A cell is data a model may be given (a document of a RAG
		// corpus, a row of a fine-tuning set): read as data, with the
		// rules for instructions aimed at the model. The text counts when
		// the detector's combined score reaches the minimum; its findings
		// then keep their own scores, so that a row flagged by several
		// weak signals shows each of them.
		if r := s.inj.DetectData(text); r.Score >= s.opts.MinScore {
			for _, f := range r.Findings {
				dst = append(dst, hitOf(FamilyInjection, f))
			}
		}
	}
	if s.harm && g.harm {
		for _, f := range harm.Scan(text) {
			dst = s.add(dst, FamilyHarm, f)
		}
	}
	return dst
}

func (s *Scanner) add(dst []Hit, family string, f detect.Finding) []Hit {
	if f.Score < s.opts.MinScore {
		return dst
	}
	return append(dst, hitOf(family, f))
}

func hitOf(family string, f detect.Finding) Hit {
	return Hit{
		Family: family, Category: f.Category, Score: f.Score, Start: f.Start, End: f.End,
		Snippet: f.Snippet, Explanation: f.Explanation,
	}
}
