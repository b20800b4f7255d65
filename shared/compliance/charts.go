package compliance

import (
	"encoding/json"
	"sort"
	"strings"
)

// The HTML page draws its charts as inline SVG computed here (no script,
// no third-party resource: the page's content security policy allows
// neither) and explains each healing action in words.

// chartWidth is the drawing width of a bar, in SVG user units.
const chartWidth = 400

// statusBar is one framework's controls as a stacked bar.
type statusBar struct {
	Name                         string
	Passed, Failed, NotAssessed  int
	PassW, FailW, NotW, FailX, X int
}

// categoryBar is one finding category's count as a bar.
type categoryBar struct {
	Category, Detector string
	Count              int64
	W                  int
}

// remedy is one healing action explained.
type remedy struct {
	Category, Action, Effect string
	Columns                  []string
	Count                    int64
}

// view is what the HTML template renders.
type view struct {
	Report
	StatusBars  []statusBar
	StatusH     int
	Categories  []categoryBar
	CategoriesH int
	Remedies    []remedy
	RequestBody string
}

// effects says in words what each action does to a value.
var effects = map[string]string{
	"hash":           "replaced by a keyed hash such as <CATEGORY:kqzmxbpwtarvhcyd>: equal values keep equal hashes, so joins still work, and the value cannot be read back",
	"redact":         "replaced by the label <CATEGORY>",
	"mask":           "kept only as its first and last two characters (jo***om)",
	"drop_row":       "the rows that hold it are removed",
	"drop_column":    "the columns that hold it are removed",
	"strip_metadata": "every image is re-encoded from its pixels, leaving its metadata behind",
}

func newView(r Report) view {
	v := view{Report: r}
	for _, fw := range r.Frameworks {
		// The short name (GDPR, PCI DSS) fits beside the bar.
		b := statusBar{Name: strings.ToUpper(strings.ReplaceAll(fw.ID, "_", " ")), Passed: fw.Passed, Failed: fw.Failed, NotAssessed: fw.NotAssessed}
		if n := fw.Passed + fw.Failed + fw.NotAssessed; n > 0 {
			b.FailW = chartWidth * fw.Failed / n
			b.NotW = chartWidth * fw.NotAssessed / n
			b.PassW = chartWidth - b.FailW - b.NotW
			b.FailX = b.PassW
			b.X = b.PassW + b.FailW
		}
		v.StatusBars = append(v.StatusBars, b)
	}
	v.StatusH = 28*len(v.StatusBars) + 8
	evidence := map[string]Evidence{}
	for _, fw := range r.Frameworks {
		for _, c := range fw.Controls {
			for _, e := range c.Findings {
				evidence[e.Category] = e
			}
		}
	}
	var top int64
	for _, e := range evidence {
		v.Categories = append(v.Categories, categoryBar{Category: e.Category, Detector: e.Detector, Count: e.Count})
		top = max(top, e.Count)
	}
	sort.Slice(v.Categories, func(i, j int) bool {
		a, b := v.Categories[i], v.Categories[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		return a.Category < b.Category
	})
	for i := range v.Categories {
		v.Categories[i].W = max(2, int(int64(chartWidth)*v.Categories[i].Count/max(top, 1)))
	}
	v.CategoriesH = 24*len(v.Categories) + 8
	for _, f := range r.Healing {
		e := evidence[f.Category]
		v.Remedies = append(v.Remedies, remedy{Category: f.Category, Action: f.Action, Effect: strings.ReplaceAll(effects[f.Action], "CATEGORY", f.Category),
			Columns: e.Columns, Count: e.Count})
	}
	body, _ := json.MarshalIndent(map[string]any{"scan_id": r.ScanID, "actions": r.Healing}, "", "  ")
	v.RequestBody = string(body)
	return v
}
