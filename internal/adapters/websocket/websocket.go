package websocket

import (
	"net/http"
	"sync"
	"time"

	gws "github.com/gorilla/websocket"
)

// writeBuffers lends write buffers to every socket only while a message
// is being written, so an idle socket holds none.
var writeBuffers = &sync.Pool{}

// newUpgrader is the graphql-transport-ws upgrader. Client messages are
// small (a subscribe is a few hundred bytes, pongs a dozen), so a 512-byte
// read buffer serves them, and larger ones are read straight through it.
func newUpgrader() gws.Upgrader {
	return gws.Upgrader{
		HandshakeTimeout: 10 * time.Second,
		ReadBufferSize:   512,
		WriteBufferPool:  writeBuffers,
		WriteBufferSize:  4096,
		Subprotocols:     []string{subprotocolTransportWS},
		// The Transport checked the origin before the upgrade.
		CheckOrigin: func(*http.Request) bool { return true },
	}
}
