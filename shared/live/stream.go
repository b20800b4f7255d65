package live

import (
	"fmt"
	"strings"

	"github.com/aws/aws-lambda-go/events"

	rtevents "bulwark/shared/runtime/events"
	"bulwark/shared/store"
)

// streamEvent is one new runtime event read from a stream record.
type streamEvent struct {
	Workspace string
	// Data is the event's JSON, as events.Write stored it.
	Data []byte
}

// decodeRecord reads a DynamoDB stream record of the events table, laid
// out as shared/store/dynamostore writes items: pk "<workspace>#<kind>",
// sk the item id, d the item's data (binary). ok is false for records that
// are not a new runtime event (another kind, a counter, a modification or
// removal); err for a record that claims to be one but is malformed.
func decodeRecord(r events.DynamoDBEventRecord) (ev streamEvent, ok bool, err error) {
	if r.EventName != string(events.DynamoDBOperationTypeInsert) {
		return streamEvent{}, false, nil
	}
	img := r.Change.NewImage
	pk, okPK := stringAttr(img, "pk")
	if !okPK {
		return streamEvent{}, false, fmt.Errorf("live: stream record %s has no string pk", r.EventID)
	}
	// Counters' partitions have a third part ("#n"); their kinds are never
	// the event kind, so a two-part split tells items from counters.
	ws, kind, found := strings.Cut(pk, "#")
	if !found || kind != rtevents.Kind || ws == "" || ws == store.Global {
		return streamEvent{}, false, nil
	}
	if _, okSK := stringAttr(img, "sk"); !okSK {
		return streamEvent{}, false, fmt.Errorf("live: stream record %s has no string sk", r.EventID)
	}
	d, present := img["d"]
	if !present || d.DataType() != events.DataTypeBinary || len(d.Binary()) == 0 {
		return streamEvent{}, false, fmt.Errorf("live: stream record %s has no binary d", r.EventID)
	}
	return streamEvent{Workspace: ws, Data: d.Binary()}, true, nil
}

// stringAttr returns a string attribute without the panic that
// DynamoDBAttributeValue.String() raises on another type.
func stringAttr(img map[string]events.DynamoDBAttributeValue, name string) (string, bool) {
	v, ok := img[name]
	if !ok || v.DataType() != events.DataTypeString {
		return "", false
	}
	return v.String(), true
}
