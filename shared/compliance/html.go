package compliance

import (
	"html/template"
	"io"
	"strings"
)

// page renders a Report. html/template escapes every value from the data
// (column names, snippets), and the handler serves it with a content
// security policy that allows no script.
var page = template.Must(template.New("report").Funcs(template.FuncMap{
	"upper": strings.ToUpper,
	"label": func(s string) string { return strings.ReplaceAll(s, "_", " ") },
	"add":   func(a, b int) int { return a + b },
	"mul":   func(a, b int) int { return a * b },
}).Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Compliance report: {{.DatasetName}} v{{.Version}}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;color:#1d2330;padding:0 1rem}
h1{font-size:1.5rem;margin-bottom:.2rem}h2{font-size:1.15rem;margin:2rem 0 .5rem}
.meta{color:#5b6475}.badge{display:inline-block;padding:.05rem .55rem;border-radius:.7rem;font-weight:600;font-size:.8rem;text-transform:uppercase}
.pass{background:#dff5e3;color:#17663a}.fail{background:#fde2e1;color:#9b1c1c}.not_assessed{background:#eceff4;color:#4a5568}
table{border-collapse:collapse;width:100%;margin:.4rem 0 1rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e3e6ec;vertical-align:top}
th{font-size:.8rem;color:#5b6475;font-weight:600}.control{border:1px solid #e3e6ec;border-radius:.4rem;padding:.6rem .9rem;margin:.6rem 0}
.control h3{font-size:1rem;margin:0 0 .2rem}.ref{color:#5b6475;font-size:.85rem}code{background:#f3f4f7;padding:.05rem .3rem;border-radius:.2rem}
.key{display:inline-block;width:.8rem;height:.8rem;margin:0 .25rem 0 .6rem;vertical-align:middle}figure{margin:1rem 0}
pre{background:#f3f4f7;padding:.6rem;border-radius:.3rem;overflow-x:auto}
</style>
</head>
<body>
<h1>Compliance report <span class="badge {{.Status}}">{{label .Status}}</span></h1>
<p class="meta">Dataset <strong>{{.DatasetName}}</strong> (<code>{{.DatasetID}}</code>), version {{.Version}} &middot;
scan <code>{{.ScanID}}</code> of {{.ScannedAt.Format "2006-01-02 15:04 MST"}} &middot; detectors: {{range $i, $d := .Detectors}}{{if $i}}, {{end}}{{$d}}{{end}} &middot;
{{if .Sampled}}a sample of {{.RowsScanned}} of {{.RowsTotal}} rows{{else}}{{.RowsTotal}} rows{{end}}</p>

<figure>
<svg role="img" aria-labelledby="chart-status" width="100%" viewBox="0 0 620 {{.StatusH}}" xmlns="http://www.w3.org/2000/svg">
<title id="chart-status">Controls per framework: passed, failed, not assessed</title>
{{range $i, $b := .StatusBars}}<g transform="translate(0,{{mul $i 28}})">
<text x="0" y="18" font-size="13">{{$b.Name}}</text>
<rect x="110" y="4" width="{{$b.PassW}}" height="18" fill="#2f9e5b"><title>{{$b.Passed}} passed</title></rect>
<rect x="{{add 110 $b.FailX}}" y="4" width="{{$b.FailW}}" height="18" fill="#d64545"><title>{{$b.Failed}} failed</title></rect>
<rect x="{{add 110 $b.X}}" y="4" width="{{$b.NotW}}" height="18" fill="#a0a8b8"><title>{{$b.NotAssessed}} not assessed</title></rect>
<text x="518" y="18" font-size="12" fill="#5b6475">{{$b.Passed}} / {{$b.Failed}} / {{$b.NotAssessed}}</text>
</g>{{end}}
</svg>
<figcaption class="meta"><span class="key" style="background:#2f9e5b"></span>passed <span class="key" style="background:#d64545"></span>failed <span class="key" style="background:#a0a8b8"></span>not assessed controls</figcaption>
</figure>
{{if .Categories}}<figure>
<svg role="img" aria-labelledby="chart-cat" width="100%" viewBox="0 0 620 {{.CategoriesH}}" xmlns="http://www.w3.org/2000/svg">
<title id="chart-cat">Findings per category</title>
{{range $i, $c := .Categories}}<g transform="translate(0,{{mul $i 24}})">
<text x="0" y="16" font-size="12">{{$c.Category}}</text>
<rect x="170" y="3" width="{{$c.W}}" height="16" fill="#d64545"><title>{{$c.Count}} {{$c.Category}} ({{$c.Detector}})</title></rect>
<text x="{{add 176 $c.W}}" y="16" font-size="12" fill="#5b6475">{{$c.Count}}</text>
</g>{{end}}
</svg>
<figcaption class="meta">Findings per category behind failed controls</figcaption>
</figure>{{end}}

<table>
<tr><th>Framework</th><th>Status</th><th>Passed</th><th>Failed</th><th>Not assessed</th></tr>
{{range .Frameworks}}<tr><td>{{.Name}}</td><td><span class="badge {{.Status}}">{{label .Status}}</span></td><td>{{.Passed}}</td><td>{{.Failed}}</td><td>{{.NotAssessed}}</td></tr>
{{end}}</table>

{{if .NotScanned}}<h2>Columns not scanned</h2>
<table>
<tr><th>Column</th><th>Type</th><th>Why</th><th>Could hold personal data</th></tr>
{{range .NotScanned}}<tr><td>{{.Name}}</td><td>{{.Type}}</td><td>{{.Reason}}</td><td>{{if .CanHoldPII}}yes: the controls about the data's text are not assessed{{else}}no{{end}}</td></tr>
{{end}}</table>{{end}}

{{if .Healing}}<h2>Healing that makes it pass</h2>
<p>Heal the dataset with these actions: each finding of the category, in every column, is changed as described. The original version is kept; the healed one is scanned again at once.</p>
<table>
<tr><th>Category</th><th>Found</th><th>Columns</th><th>Action</th><th>What happens to each value</th></tr>
{{range .Remedies}}<tr><td>{{.Category}}</td><td>{{.Count}}</td><td>{{range $j, $c := .Columns}}{{if $j}}, {{end}}<code>{{$c}}</code>{{end}}</td><td><strong>{{.Action}}</strong></td><td>{{.Effect}}</td></tr>
{{end}}</table>
<details><summary>The request (<code>POST /api/datasets/{{.DatasetID}}/heal</code>)</summary>
<pre>{{.RequestBody}}</pre></details>{{end}}

{{range .Frameworks}}
<h2>{{.Name}} <span class="badge {{.Status}}">{{label .Status}}</span></h2>
{{range .Controls}}{{$ctl := .}}<div class="control">
<h3>{{.Title}} <span class="badge {{.Status}}">{{label .Status}}</span></h3>
<div class="ref">{{.Reference}}</div>
<p>{{.Requirement}}</p>
{{if .Reason}}<p class="meta">Not assessed: {{.Reason}}.</p>{{end}}
{{if .Findings}}<table>
<tr><th>Category</th><th>Detector</th><th>Findings</th><th>Max score</th><th>Columns</th><th>Examples (masked)</th><th>Healing</th></tr>
{{range $i, $e := .Findings}}<tr><td>{{$e.Category}}</td><td>{{$e.Detector}}</td><td>{{$e.Count}}</td><td>{{printf "%.2f" $e.MaxScore}}</td>
<td>{{range $j, $col := $e.Columns}}{{if $j}}, {{end}}<code>{{$col}}</code>{{end}}</td>
<td>{{range $j, $x := $e.Examples}}{{if $j}}, {{end}}<code>{{$x}}</code>{{end}}</td>
<td>{{with index $ctl.Healing $i}}<code>{{.Action}}</code>{{end}}</td></tr>
{{end}}</table>{{end}}
</div>
{{end}}{{end}}
<p class="meta">{{.Scope}}</p>
<p class="meta">Generated {{.GeneratedAt.Format "2006-01-02 15:04:05 MST"}} by Bulwark.</p>
</body>
</html>
`))

// ContentSecurityPolicy is the header the HTML report is served with: no
// script, no external resource.
const ContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// HTML renders the report as a standalone page.
func HTML(w io.Writer, r Report) error { return page.Execute(w, newView(r)) }
