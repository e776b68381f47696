package websocket

import (
	"bytes"
	"encoding/binary"
	"io"
	"net"
	"sync"
	"testing"
	"time"
)

// tcpPair is a loopback TCP connection: the server's end with small
// buffers, so that it fills up after a few frames, and the client's.
func tcpPair(t *testing.T) (server *net.TCPConn, client *net.TCPConn) {
	t.Helper()
	ln, err := net.ListenTCP("tcp", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan *net.TCPConn, 1)
	go func() {
		c, _ := ln.AcceptTCP()
		accepted <- c
	}()
	client, err = net.DialTCP("tcp", nil, ln.Addr().(*net.TCPAddr))
	if err != nil {
		t.Fatal(err)
	}
	server = <-accepted
	if server == nil {
		t.Fatal("accept failed")
	}
	_ = server.SetWriteBuffer(4096)
	_ = client.SetReadBuffer(4096)
	t.Cleanup(func() { server.Close(); client.Close() })
	return server, client
}

// testFrame is a text frame of n bytes, each the byte fill.
func testFrame(fill byte, n int) []byte {
	b := make([]byte, maxHeader+n)
	for i := range n {
		b[maxHeader+i] = fill
	}
	return b[putHeader(b, n):]
}

// readFrames reads frames until n bytes of payload have come in and checks
// that each frame is whole: one fill byte throughout.
func readFrames(t *testing.T, r io.Reader, frames int) []byte {
	t.Helper()
	var fills []byte
	for range frames {
		var h [2]byte
		if _, err := io.ReadFull(r, h[:]); err != nil {
			t.Fatal(err)
		}
		if h[0] != 0x81 {
			t.Fatalf("frame %d: first byte %#x, want a final text frame 0x81", len(fills), h[0])
		}
		n := int(h[1])
		switch n {
		case 126:
			var l [2]byte
			if _, err := io.ReadFull(r, l[:]); err != nil {
				t.Fatal(err)
			}
			n = int(binary.BigEndian.Uint16(l[:]))
		case 127:
			var l [8]byte
			if _, err := io.ReadFull(r, l[:]); err != nil {
				t.Fatal(err)
			}
			n = int(binary.BigEndian.Uint64(l[:]))
		}
		p := make([]byte, n)
		if _, err := io.ReadFull(r, p); err != nil {
			t.Fatal(err)
		}
		if len(p) == 0 || !bytes.Equal(p, bytes.Repeat(p[:1], n)) {
			t.Fatalf("frame %d of %d bytes is mixed with another: %q…", len(fills), n, p[:min(n, 40)])
		}
		fills = append(fills, p[0])
	}
	return fills
}

func TestPutHeaderLengths(t *testing.T) {
	for _, n := range []int{1, 125, 126, 65535, 65536} {
		f := testFrame('x', n)
		got := readFrames(t, bytes.NewReader(f), 1)
		if len(got) != 1 {
			t.Fatalf("%d bytes: %d frames", n, len(got))
		}
	}
}

// A socket that fills up mid-frame keeps the frame's end, and every write
// that follows (gorilla's control frames from the reader, messages under
// the session's lock) waits for it: nothing lands inside a frame, and
// tryWrite writes nothing meanwhile.
func TestWireConnNeverInterleavesMidFrame(t *testing.T) {
	server, client := tcpPair(t)
	w := newWireConn(server)
	if w.raw == nil {
		t.Fatal("a TCP connection has no raw connection")
	}
	var want []byte
	fill := byte('a')
	for {
		sent, rest := w.tryWrite(testFrame(fill, 3000))
		if !sent {
			t.Fatal("the socket took none of a frame before filling up mid-frame")
		}
		want = append(want, fill)
		fill++
		if rest {
			break
		}
		if fill > 'z' {
			t.Fatal("the socket never filled up")
		}
	}
	if sent, _ := w.tryWrite(testFrame('!', 10)); sent {
		t.Fatal("tryWrite wrote while the end of a frame was unsent")
	}
	// Control frames and messages from other goroutines, while the client
	// reads nothing yet.
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = w.SetWriteDeadline(time.Now().Add(time.Minute))
			if _, err := w.Write(testFrame(byte('0'+i), 200)); err != nil {
				t.Error(err)
			}
		}()
	}
	got := readFrames(t, client, len(want)+4)
	wg.Wait()
	if !bytes.Equal(got[:len(want)], want) {
		t.Fatalf("frames %q, want %q first", got, want)
	}
	// The socket is free again: a frame goes out at once.
	if sent, rest := w.tryWrite(testFrame('z', 10)); !sent || rest {
		t.Fatalf("tryWrite on an empty socket: sent %v, rest %v", sent, rest)
	}
	if got := readFrames(t, client, 1); got[0] != 'z' {
		t.Fatalf("frame %q, want z", got)
	}
}

// finish writes the end of a frame within its timeout, and a socket that
// does not take it in time is broken for good: no frame may follow a
// half-written one.
func TestWireConnBrokenAfterUnfinishedFrame(t *testing.T) {
	server, _ := tcpPair(t)
	w := newWireConn(server)
	for {
		sent, rest := w.tryWrite(testFrame('a', 3000))
		if !sent {
			t.Fatal("the socket took none of a frame before filling up mid-frame")
		}
		if rest {
			break
		}
	}
	if err := w.finish(time.Millisecond); err == nil {
		t.Fatal("finish succeeded on a socket nobody reads")
	}
	if _, err := w.Write([]byte{0x81, 0}); err == nil {
		t.Fatal("Write succeeded after a frame was left unfinished")
	}
	if sent, _ := w.tryWrite(testFrame('b', 1)); sent {
		t.Fatal("tryWrite wrote after a frame was left unfinished")
	}
}
