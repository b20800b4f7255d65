package proxy

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"net/http"
)

// maxEventBytes bounds one upstream server-sent event.
const maxEventBytes = 4 << 20

// event is one server-sent event: its name (empty for the default
// "message") and its data lines joined by newlines.
type event struct {
	name string
	data []byte
}

// sseReader reads server-sent events from an upstream body.
type sseReader struct {
	r *bufio.Reader
	// since counts the events read since the last idle or burst.
	since int
}

// burstEvents is how many events a fast upstream may send before the relay
// scans and flushes even though more are waiting, so that an answer that
// arrives all at once still streams (and is held in bounded memory).
const burstEvents = 16

func newSSEReader(body io.Reader) *sseReader {
	return &sseReader{r: bufio.NewReaderSize(body, 64<<10)}
}

var errEventTooLarge = errors.New("proxy: upstream event too large")

// next returns the next event with data, or io.EOF after the last one.
func (s *sseReader) next() (event, error) {
	var ev event
	var data bytes.Buffer
	has := false
	s.since++
	for {
		line, err := s.r.ReadBytes('\n')
		if len(line) > 0 {
			line = bytes.TrimRight(line, "\r\n")
			switch {
			case len(line) == 0:
				if has {
					ev.data = data.Bytes()
					return ev, nil
				}
				ev = event{}
			case line[0] == ':':
				// a comment (keep-alive)
			default:
				field, value, _ := bytes.Cut(line, []byte(":"))
				value = bytes.TrimPrefix(value, []byte(" "))
				switch string(field) {
				case "event":
					ev.name = string(value)
				case "data":
					if has {
						data.WriteByte('\n')
					}
					data.Write(value)
					has = true
				}
			}
			if data.Len() > maxEventBytes {
				return event{}, errEventTooLarge
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) && has {
				ev.data = data.Bytes()
				return ev, nil
			}
			return event{}, err
		}
	}
}

// idle reports whether no upstream bytes are waiting to be read: the
// moment to scan and flush what has been gathered, so that chunks that
// arrive together are scanned together.
func (s *sseReader) idle() bool {
	if s.r.Buffered() == 0 {
		s.since = 0
		return true
	}
	return false
}

// burst reports whether burstEvents events came in without a pause.
func (s *sseReader) burst() bool {
	if s.since >= burstEvents {
		s.since = 0
		return true
	}
	return false
}

// sseWriter writes server-sent events to the client, buffered until
// flush.
type sseWriter struct {
	w   http.ResponseWriter
	rc  *http.ResponseController
	buf bytes.Buffer
	// started is set once the status and headers have been sent.
	started bool
}

func newSSEWriter(w http.ResponseWriter) *sseWriter {
	return &sseWriter{w: w, rc: http.NewResponseController(w)}
}

// send queues one event (name may be empty).
func (s *sseWriter) send(name string, data []byte) {
	if name != "" {
		s.buf.WriteString("event: ")
		s.buf.WriteString(name)
		s.buf.WriteByte('\n')
	}
	s.buf.WriteString("data: ")
	s.buf.Write(data)
	s.buf.WriteString("\n\n")
}

// flush sends what is queued to the client now.
func (s *sseWriter) flush() error {
	if !s.started {
		s.begin()
	}
	if s.buf.Len() == 0 {
		return nil
	}
	_, err := s.w.Write(s.buf.Bytes())
	s.buf.Reset()
	if err != nil {
		return err
	}
	// A writer that cannot flush (the Lambda streaming writer) sends every
	// write at once anyway.
	if err := s.rc.Flush(); err != nil && !errors.Is(err, http.ErrNotSupported) {
		return err
	}
	return nil
}

// begin sends the status and the streaming headers.
func (s *sseWriter) begin() {
	h := s.w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	s.w.WriteHeader(http.StatusOK)
	s.started = true
}
