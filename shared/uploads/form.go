package uploads

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"bulwark/shared/errs"
	"bulwark/shared/httpkit"
	"bulwark/shared/platform"
)

// Form limits.
const (
	maxTextField = 2048
	maxFileParts = 2000
	maxPathLen   = 512
)

// filePart is one uploaded file.
type filePart struct {
	// Field is the part name ("file", "file.3", "folder_files.0.items").
	Field string
	// Ordinal counts the parts of the same name before this one, so that
	// an error can point at the exact part.
	Ordinal int
	// Path is the client's file name, cleaned, with its folders kept.
	Path string
	Data []byte
}

// loc is where an error about the part points.
func (f filePart) loc() []any {
	if f.Ordinal > 0 || strings.HasSuffix(f.Field, ".items") {
		return []any{"body", f.Field, f.Ordinal}
	}
	return []any{"body", f.Field}
}

// form is a parsed multipart body.
type form struct {
	text  map[string]string
	files []filePart
}

var indexedFile = regexp.MustCompile(`^(file\.[0-9]{1,4}|folder_files\.[0-9]{1,4}\.items)$`)

// isFileField reports the part names that carry files.
func isFileField(name string) bool {
	return name == "file" || name == "folder_files" || indexedFile.MatchString(name)
}

// parseForm reads a multipart/form-data body of at most limit bytes (the
// host's, platform.UploadLimit):
// text fields from allowed (each at most once, at most maxTextField
// characters), and file parts named as isFile accepts. Unknown fields are
// 422 extra_forbidden; a body over the limit is 413 UPLOAD_TOO_LARGE.
func parseForm(w http.ResponseWriter, r *http.Request, limit int64, allowed []string, isFile func(string) bool) (form, error) {
	f := form{text: map[string]string{}}
	mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" || params["boundary"] == "" {
		return f, httpkit.Invalid([]any{"header", "content-type"}, "Content-Type must be multipart/form-data", "content_type")
	}
	if limit <= 0 {
		limit = platform.LocalMaxUploadBytes
	}
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	mr, err := r.MultipartReader()
	if err != nil {
		return f, httpkit.Invalid([]any{"body"}, "the body is not a multipart form", "multipart_invalid")
	}
	var c httpkit.Checker
	counts := map[string]int{}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return f, readError(err)
		}
		name := part.FormName()
		_, params, _ := mime.ParseMediaType(part.Header.Get("Content-Disposition"))
		filename, hasFile := params["filename"]
		loc := []any{"body", name}
		switch {
		case name == "":
			c.Add([]any{"body"}, "Every part needs a name", "missing")
		case isFile(name):
			if !hasFile {
				c.Add(loc, "Expected a file part (with a filename)", "file_type")
				break
			}
			if len(f.files) >= maxFileParts {
				return f, errs.Newf(errs.ErrTooLarge, "TOO_MANY_FILES", "at most %d files per upload", maxFileParts)
			}
			data, err := io.ReadAll(part)
			if err != nil {
				return f, readError(err)
			}
			p := filePart{Field: name, Ordinal: counts[name], Data: data}
			counts[name]++
			var ok bool
			if p.Path, ok = cleanPath(filename); !ok {
				c.Add(p.loc(), fmt.Sprintf("The file name %q is not a safe relative path", filename), "value_error")
				break
			}
			f.files = append(f.files, p)
		case slices.Contains(allowed, name):
			if hasFile {
				c.Add(loc, "Input should be a text field, not a file", "string_type")
				break
			}
			if _, dup := f.text[name]; dup {
				c.Add(loc, "Give this field once", "too_long")
				break
			}
			data, err := io.ReadAll(io.LimitReader(part, 4*maxTextField+1))
			if err != nil {
				return f, readError(err)
			}
			v := strings.TrimSpace(string(data))
			c.Len(loc, v, 0, maxTextField)
			if v != "" {
				f.text[name] = v
			}
		default:
			c.Add(loc, "Extra inputs are not permitted", "extra_forbidden")
			_, _ = io.Copy(io.Discard, part)
		}
	}
	return f, c.Err()
}

func readError(err error) error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return errs.Newf(errs.ErrTooLarge, "UPLOAD_TOO_LARGE",
			"the request body exceeds this host's %d-byte limit for direct uploads; upload larger files with POST /api/uploads/presign", mbe.Limit)
	}
	return httpkit.Invalid([]any{"body"}, "the multipart body could not be read", "multipart_invalid")
}

// cleanPath turns a client file name into a safe relative path: slashes
// only, no empty, "." or ".." segments, no control characters, at most
// maxPathLen bytes. Folder uploads keep their folders this way.
func cleanPath(name string) (string, bool) {
	name = strings.ReplaceAll(name, `\`, "/")
	name = strings.TrimLeft(name, "/")
	if name == "" || len(name) > maxPathLen {
		return "", false
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			return "", false
		}
	}
	for seg := range strings.SplitSeq(name, "/") {
		if seg == "" || seg == "." || seg == ".." {
			return "", false
		}
	}
	return path.Clean(name), true
}

// boolField reads a boolean text field ("true"/"false", "1"/"0").
func boolField(c *httpkit.Checker, f form, name string, def bool) bool {
	v, ok := f.text[name]
	if !ok {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		c.Add([]any{"body", name}, "Input should be a valid boolean", "bool_parsing")
	}
	return b
}
