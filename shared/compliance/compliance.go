// Package compliance turns the result of a dataset scan into a report
// against GDPR, HIPAA, PCI DSS and CCPA: for each framework the controls a
// scan can test, each passed or failed with the findings behind it, and
// the healing rules (POST /api/datasets/{id}/heal actions) that would make
// it pass.
//
// A control lists the finding categories that break it, or a whole
// detector family (every secret breaks "no credentials in the data"). It
// fails when the scan found any of them, passes when it found none, and is
// not_assessed when the scan did not run a detector family the control
// needs (a scan restricted to secrets says nothing about e-mail
// addresses). Controls about images apply to image sets only, controls
// about text to both. What no scan can see (consent, retention, access
// logs, encryption at rest) is out of the report's scope, and the report
// says so.
package compliance

import (
	"slices"
	"sort"
	"strings"
	"time"

	"bulwark/shared/datascan"
	"bulwark/shared/detect/pii"
	"bulwark/shared/heal"
)

// Statuses of controls, frameworks and reports.
const (
	Pass        = "pass"
	Fail        = "fail"
	NotAssessed = "not_assessed"
)

// Framework identifiers.
const (
	GDPR  = "gdpr"
	HIPAA = "hipaa"
	PCI   = "pci_dss"
	CCPA  = "ccpa"
)

// What a control applies to.
const (
	appliesText   = "text"
	appliesImages = "images"
)

// StripMetadata is the healing of image findings: every healed image is
// re-encoded without its metadata (heal.Image).
const StripMetadata = heal.StripMetadata

// Category groups the controls are built from.
var (
	contact     = []string{pii.Email, pii.Phone}
	nationalIDs = []string{pii.USSSN, pii.Passport, pii.UKNINO, pii.INAadhaar, pii.ESNIF, pii.BRCPF}
	financial   = []string{pii.CreditCard, pii.IBAN, pii.CryptoWallet}
	online      = []string{pii.IPAddress, pii.MACAddress}
	birth       = []string{pii.DateOfBirth}
	gps         = []string{datascan.CatGPS}
)

// knownPII are the built-in personal data categories; any other category
// of the pii family comes from a custom rule.
var knownPII = concat(contact, nationalIDs, financial, online, birth)

func concat(lists ...[]string) []string {
	var out []string
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// control is one testable requirement.
type control struct {
	id, reference, title, requirement string
	applies                           string
	// categories break the control; families break it with any of their
	// categories; otherPII adds the custom-rule categories of the pii
	// family.
	categories []string
	families   []string
	otherPII   bool
	// needs are the families a scan must run to assess the control.
	needs []string
}

type framework struct {
	id, name string
	controls []control
}

// frameworks is the catalogue, in report order.
var frameworks = []framework{
	{GDPR, "GDPR (EU 2016/679)", []control{
		{id: "gdpr-minimisation", reference: "Art. 5(1)(c), Art. 25, Art. 32(1)(a)", applies: appliesText,
			title:       "Data minimisation and pseudonymisation",
			requirement: "Personal data that directly identifies a person (contact details, national identifiers, financial and online identifiers, dates of birth) is not kept in clear; it is pseudonymised or removed.",
			categories:  knownPII, otherPII: true, needs: []string{datascan.FamilyPII}},
		{id: "gdpr-security", reference: "Art. 32(1)", applies: appliesText,
			title:       "Security of processing",
			requirement: "The data holds no credentials, keys or tokens that give access to systems holding personal data.",
			families:    []string{datascan.FamilySecrets}, needs: []string{datascan.FamilySecrets}},
		{id: "gdpr-location", reference: "Art. 4(1), Art. 5(1)(c)", applies: appliesImages,
			title:       "Location data in images",
			requirement: "Images carry no GPS position, and their metadata no personal data.",
			categories:  gps, families: []string{datascan.FamilyPII}, needs: []string{datascan.FamilyImage, datascan.FamilyPII}},
	}},
	{HIPAA, "HIPAA Privacy Rule, Safe Harbor (45 CFR 164.514(b)(2))", []control{
		{id: "hipaa-contact", reference: "164.514(b)(2)(i)(D)-(F)", applies: appliesText,
			title:       "Telephone numbers and e-mail addresses",
			requirement: "Telephone and fax numbers and e-mail addresses are removed.",
			categories:  contact, needs: []string{datascan.FamilyPII}},
		{id: "hipaa-dates", reference: "164.514(b)(2)(i)(C)", applies: appliesText,
			title:       "Dates related to an individual",
			requirement: "Dates directly related to an individual, such as the date of birth, are removed (the year may stay).",
			categories:  birth, needs: []string{datascan.FamilyPII}},
		{id: "hipaa-numbers", reference: "164.514(b)(2)(i)(G)-(K), (R)", applies: appliesText,
			title:       "Identification and account numbers",
			requirement: "Social security, account, certificate and licence numbers, and any other unique identifying number or code, are removed.",
			categories:  concat(nationalIDs, financial), otherPII: true, needs: []string{datascan.FamilyPII}},
		{id: "hipaa-device", reference: "164.514(b)(2)(i)(M)-(O)", applies: appliesText,
			title:       "Device identifiers, URLs and IP addresses",
			requirement: "Device identifiers and serial numbers, web addresses and IP addresses are removed.",
			categories:  online, needs: []string{datascan.FamilyPII}},
		{id: "hipaa-geographic", reference: "164.514(b)(2)(i)(B), (Q)", applies: appliesImages,
			title:       "Geographic data and photographs",
			requirement: "Images carry no geographic position, and their metadata no identifier.",
			categories:  gps, families: []string{datascan.FamilyPII}, needs: []string{datascan.FamilyImage, datascan.FamilyPII}},
		{id: "hipaa-access", reference: "164.312(a)(1), 164.312(d)", applies: appliesText,
			title:       "Access control and authentication",
			requirement: "The data holds no credentials, keys or tokens that give access to systems holding health information.",
			families:    []string{datascan.FamilySecrets}, needs: []string{datascan.FamilySecrets}},
	}},
	{PCI, "PCI DSS v4.0", []control{
		{id: "pci-pan", reference: "Req. 3.4.1, 3.5.1", applies: appliesText,
			title:       "Primary account numbers unreadable where stored",
			requirement: "Card numbers (PAN) are rendered unreadable wherever they are stored: keyed one-way hashes, truncation or tokens.",
			categories:  []string{pii.CreditCard}, needs: []string{datascan.FamilyPII}},
		{id: "pci-credentials", reference: "Req. 8.3.2, 8.6.2", applies: appliesText,
			title:       "No stored authentication factors or hard-coded credentials",
			requirement: "Passwords, keys and tokens are not stored readable in the data.",
			families:    []string{datascan.FamilySecrets}, needs: []string{datascan.FamilySecrets}},
	}},
	{CCPA, "CCPA / CPRA (Cal. Civ. Code 1798.100 et seq.)", []control{
		{id: "ccpa-sensitive", reference: "1798.140(ae), 1798.121", applies: appliesText,
			title:       "Sensitive personal information",
			requirement: "Social security, driver's licence, state ID and passport numbers and financial account or card numbers are not kept in clear.",
			categories:  concat(nationalIDs, financial), needs: []string{datascan.FamilyPII}},
		{id: "ccpa-identifiers", reference: "1798.140(v)(1)(A), 1798.140(m)", applies: appliesText,
			title:       "Identifiers (deidentified data)",
			requirement: "Identifiers such as e-mail and IP addresses, phone numbers, online identifiers and dates of birth are deidentified.",
			categories:  concat(contact, online, birth), otherPII: true, needs: []string{datascan.FamilyPII}},
		{id: "ccpa-credentials", reference: "1798.150, 1798.81.5(d)(1)(A)(iv)", applies: appliesText,
			title:       "Account credentials",
			requirement: "The data holds no credentials (passwords, keys, tokens) whose disclosure is a reportable breach.",
			families:    []string{datascan.FamilySecrets}, needs: []string{datascan.FamilySecrets}},
		{id: "ccpa-geolocation", reference: "1798.140(ae)(1)(C)", applies: appliesImages,
			title:       "Precise geolocation",
			requirement: "Images carry no precise geolocation, and their metadata no personal information.",
			categories:  gps, families: []string{datascan.FamilyPII}, needs: []string{datascan.FamilyImage, datascan.FamilyPII}},
	}},
}

// fixAction is the healing suggested per category: identifiers that are
// useful for joins are hashed (pseudonymised), the rest redacted; the
// findings of an image set are healed by re-encoding its images.
func fixAction(category string, images bool) string {
	switch {
	case images:
		return StripMetadata
	case slices.Contains(concat(contact, nationalIDs, online, []string{pii.CreditCard, pii.CryptoWallet}), category):
		return heal.Hash
	}
	return heal.Redact
}

// Evidence is one category found by the scan that breaks a control.
type Evidence struct {
	Category string   `json:"category"`
	Detector string   `json:"detector"`
	Count    int64    `json:"count"`
	MaxScore float64  `json:"max_score"`
	Columns  []string `json:"columns"`
	Examples []string `json:"examples"`
}

// Fix is a healing rule that fixes (part of) a control.
type Fix struct {
	Category string `json:"category"`
	Action   string `json:"action"`
}

// ControlResult is a control's outcome.
type ControlResult struct {
	ID          string     `json:"id"`
	Reference   string     `json:"reference"`
	Title       string     `json:"title"`
	Requirement string     `json:"requirement"`
	Status      string     `json:"status"`
	Findings    []Evidence `json:"findings"`
	Healing     []Fix      `json:"healing"`
	// Reason explains a not_assessed status.
	Reason string `json:"reason,omitempty"`
}

// FrameworkResult is one framework's outcome.
type FrameworkResult struct {
	ID          string          `json:"id"`
	Name        string          `json:"name"`
	Status      string          `json:"status"`
	Passed      int             `json:"passed"`
	Failed      int             `json:"failed"`
	NotAssessed int             `json:"not_assessed"`
	Controls    []ControlResult `json:"controls"`
}

// Report is the compliance report of one dataset version.
type Report struct {
	DatasetID   string    `json:"dataset_id"`
	DatasetName string    `json:"dataset_name"`
	Version     int       `json:"version"`
	ScanID      string    `json:"scan_id"`
	ScannedAt   time.Time `json:"scanned_at"`
	Detectors   []string  `json:"detectors"`
	Sampled     bool      `json:"sampled"`
	RowsScanned int64     `json:"rows_scanned"`
	RowsTotal   int64     `json:"rows_total"`
	Status      string    `json:"status"`
	// NotScanned lists the columns the scan did not read, with the reason;
	// while one that could hold personal data is among them, no control
	// about the data's text passes (it is not assessed instead).
	NotScanned []datascan.SkippedColumn `json:"not_scanned_columns"`
	Frameworks []FrameworkResult        `json:"frameworks"`
	// Healing is every fix of every failed control: the actions of one
	// heal request that would make the report pass.
	Healing     []Fix     `json:"healing"`
	Scope       string    `json:"scope"`
	GeneratedAt time.Time `json:"generated_at"`
}

// Scope is the report's statement of what it does not cover.
const Scope = "This report covers what a scan of the data can observe: personal data, credentials and image metadata " +
	"present in the dataset version. Lawful basis, consent, retention, access control, encryption and the other " +
	"organisational and technical measures these frameworks require are outside it."

// Input is what a report is built from.
type Input struct {
	DatasetID, DatasetName string
	Version                int
	// Images is true for an image set.
	Images    bool
	ScanID    string
	ScannedAt time.Time
	// Detectors are the families the scan ran.
	Detectors []string
	Summary   datascan.Summary
	Now       time.Time
}

// Evaluate builds the report.
func Evaluate(in Input) Report {
	r := Report{
		DatasetID: in.DatasetID, DatasetName: in.DatasetName, Version: in.Version, ScanID: in.ScanID,
		ScannedAt: in.ScannedAt, Detectors: slices.Clone(in.Detectors), Sampled: in.Summary.Sampled,
		RowsScanned: in.Summary.RowsScanned, RowsTotal: in.Summary.RowsTotal, Frameworks: []FrameworkResult{},
		Healing: []Fix{}, Scope: Scope, GeneratedAt: in.Now, NotScanned: []datascan.SkippedColumn{},
	}
	var unread []string
	for _, sc := range in.Summary.SkippedColumns {
		r.NotScanned = append(r.NotScanned, sc)
		// An image set's image bytes are read by the image detectors.
		if sc.CanHoldPII && !(in.Images && (isMetadataColumn(sc.Name) || strings.Contains(sc.Type, "binary"))) {
			unread = append(unread, sc.Name+" ("+sc.Reason+")")
		}
	}
	ran := map[string]bool{}
	for _, f := range in.Detectors {
		ran[f] = true
	}
	if in.Images {
		ran[datascan.FamilyImage] = true
	}
	evidence := collect(in.Summary)
	fixes := map[Fix]bool{}
	for _, fw := range frameworks {
		fr := FrameworkResult{ID: fw.id, Name: fw.name, Controls: []ControlResult{}}
		for _, c := range fw.controls {
			if c.applies == appliesImages && !in.Images {
				continue
			}
			cr := assess(c, ran, evidence, in.Images, unread)
			switch cr.Status {
			case Pass:
				fr.Passed++
			case Fail:
				fr.Failed++
				for _, f := range cr.Healing {
					if !fixes[f] {
						fixes[f] = true
						r.Healing = append(r.Healing, f)
					}
				}
			default:
				fr.NotAssessed++
			}
			fr.Controls = append(fr.Controls, cr)
		}
		fr.Status = status(fr.Passed, fr.Failed, fr.NotAssessed)
		r.Frameworks = append(r.Frameworks, fr)
	}
	var p, f, n int
	for _, fr := range r.Frameworks {
		p, f, n = p+fr.Passed, f+fr.Failed, n+fr.NotAssessed
	}
	r.Status = status(p, f, n)
	return r
}

// status is fail when anything failed, pass when everything passed, and
// not_assessed otherwise.
func status(passed, failed, notAssessed int) string {
	switch {
	case failed > 0:
		return Fail
	case notAssessed > 0:
		return NotAssessed
	}
	return Pass
}

// collect gathers, per category, the scan's counts, columns and examples.
func collect(s datascan.Summary) map[string]*Evidence {
	out := map[string]*Evidence{}
	for _, col := range s.Columns {
		for _, st := range col.Categories {
			e, ok := out[st.Category]
			if !ok {
				e = &Evidence{Category: st.Category, Detector: st.Detector, Columns: []string{}, Examples: []string{}}
				out[st.Category] = e
			}
			e.Count += st.Count
			e.MaxScore = max(e.MaxScore, st.MaxScore)
			if !slices.Contains(e.Columns, col.Name) {
				e.Columns = append(e.Columns, col.Name)
			}
			for _, ex := range st.Examples {
				if len(e.Examples) < datascan.MaxExamples && !slices.Contains(e.Examples, ex) {
					e.Examples = append(e.Examples, ex)
				}
			}
		}
	}
	return out
}

// assess decides one control. unread are the columns that could hold
// personal data but were not scanned: a text control with no findings is
// then not assessed, never passed.
func assess(c control, ran map[string]bool, evidence map[string]*Evidence, images bool, unread []string) ControlResult {
	cr := ControlResult{ID: c.id, Reference: c.reference, Title: c.title, Requirement: c.requirement,
		Findings: []Evidence{}, Healing: []Fix{}}
	var missing []string
	for _, f := range c.needs {
		if !ran[f] {
			missing = append(missing, f)
		}
	}
	if len(missing) > 0 {
		cr.Status = NotAssessed
		cr.Reason = "the scan did not run the detectors this control needs: " + strings.Join(missing, ", ")
		return cr
	}
	for _, e := range evidence {
		if e.Count > 0 && breaks(c, e) {
			cr.Findings = append(cr.Findings, *e)
		}
	}
	sort.Slice(cr.Findings, func(i, j int) bool {
		if cr.Findings[i].Count != cr.Findings[j].Count {
			return cr.Findings[i].Count > cr.Findings[j].Count
		}
		return cr.Findings[i].Category < cr.Findings[j].Category
	})
	for _, e := range cr.Findings {
		cr.Healing = append(cr.Healing, Fix{Category: e.Category, Action: fixAction(e.Category, images)})
	}
	switch {
	case len(cr.Findings) > 0:
		cr.Status = Fail
	case len(unread) > 0 && c.applies == appliesText:
		cr.Status = NotAssessed
		cr.Reason = "columns that could hold this data were not scanned: " + strings.Join(unread, "; ")
	default:
		cr.Status = Pass
	}
	return cr
}

// breaks reports whether a finding category breaks a control. In an image
// set, the family rule of an image control covers findings in image
// metadata only.
func breaks(c control, e *Evidence) bool {
	if slices.Contains(c.categories, e.Category) {
		return true
	}
	if c.otherPII && e.Detector == datascan.FamilyPII && !slices.Contains(knownPII, e.Category) {
		return true
	}
	if !slices.Contains(c.families, e.Detector) {
		return false
	}
	if c.applies == appliesImages {
		for _, col := range e.Columns {
			if isMetadataColumn(col) {
				return true
			}
		}
		return false
	}
	return true
}

// isMetadataColumn reports the columns of image findings that name a part
// of the file's metadata ("exif:Artist", "xmp:creator", "comment").
func isMetadataColumn(col string) bool { return strings.Contains(col, ":") || col == "comment" }
