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

// relay is what the stream relays of both formats share: the proxy, the
// request and its call, the upstream's events and the client's stream,
// what the output event records besides its fields, and the attachment
// notice still to send.
type relay struct {
	p      *Proxy
	r      *http.Request
	c      *call
	in     *sseReader
	out    *sseWriter
	more   map[string]any
	notice string
}

func newRelay(p *Proxy, r *http.Request, c *call, w http.ResponseWriter, body io.Reader, more map[string]any) relay {
	more["streamed"] = true
	return relay{p: p, r: r, c: c, in: newSSEReader(body), out: newSSEWriter(w), more: more, notice: c.noticeText()}
}

// fail ends the stream with an error event in format f (named event for
// Anthropic), which the SDKs raise.
func (s *relay) fail(f Format, event string, err error) {
	e := describe(s.r, err)
	s.out.send(event, errorBody(f, e.status, e.code, e.message, nil))
	_ = s.out.flush()
}

// sseReader reads server-sent events from an upstream body.
type sseReader struct {
	r *bufio.Reader
	// since counts the events read since the last idle or burst.
	since int
	// data holds the event being read; long, a line longer than r's buffer.
	data, long []byte
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
// The event's data is valid until the next call.
func (s *sseReader) next() (event, error) {
	var ev event
	s.data = s.data[:0]
	has := false
	s.since++
	for {
		line, err := s.line()
		if len(line) > 0 {
			line = bytes.TrimRight(line, "\r\n")
			switch {
			case len(line) == 0:
				if has {
					ev.data = s.data
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
					ev.name = eventName(value)
				case "data":
					if has {
						s.data = append(s.data, '\n')
					}
					s.data = append(s.data, value...)
					has = true
				}
			}
			if len(s.data) > maxEventBytes {
				return event{}, errEventTooLarge
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) && has {
				ev.data = s.data
				return ev, nil
			}
			return event{}, err
		}
	}
}

// line reads the next line, with its end of line; it is valid until the
// next call. A line is bounded like an event.
func (s *sseReader) line() ([]byte, error) {
	line, err := s.r.ReadSlice('\n')
	if err != bufio.ErrBufferFull {
		return line, err
	}
	s.long = append(s.long[:0], line...)
	for err == bufio.ErrBufferFull {
		if len(s.long) > maxEventBytes {
			return nil, errEventTooLarge
		}
		line, err = s.r.ReadSlice('\n')
		s.long = append(s.long, line...)
	}
	return s.long, err
}

// eventName is the name of an event, without a copy for the names the
// two formats use.
func eventName(b []byte) string {
	for _, n := range knownEvents {
		if string(b) == n {
			return n
		}
	}
	return string(b)
}

var knownEvents = []string{
	"content_block_delta", "content_block_start", "content_block_stop", "message_start", "message_delta",
	"message_stop", "ping", "error",
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
