package livebench

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Floor is what a fan-out costs on this host with nothing of Marquee in
// it: a frame of FrameBytes written once to each of Subscribers loopback
// TCP sockets by a process of its own (as cmd/marquee is), one writer per
// processor, and read here by a goroutine per socket (as the fan-out's
// viewers read), timed from the order to write to each receipt. No websocket framing, no GraphQL, no database, no booking:
// its latency is the per-socket cost of the kernel and the two runtimes
// alone, the least any design that sends each subscriber its own message
// pays. Held beside the fan-out figures it says how far this host lets
// the p99 of 10,000 subscribers come to that of 5,000.
type Floor struct {
	Subscribers, Rounds, FrameBytes int
	Latency                         Quantiles
}

// floorFrameBytes is about a 10×9 seat map's graphql-transport-ws frame.
const floorFrameBytes = 320

// runFloor measures Floor at each size on one set of sockets, the larger
// sizes writing to more of them.
func runFloor(ctx context.Context, sizes []int, rounds int) ([]Floor, error) {
	n := sizes[len(sizes)-1]
	w, err := startFloorWriter(n)
	if err != nil {
		return nil, err
	}
	var cur atomic.Pointer[floorRound]
	var readers sync.WaitGroup
	var clients []net.Conn
	defer func() {
		w.stop()
		for _, c := range clients {
			c.Close()
		}
		readers.Wait()
	}()
	var d net.Dialer
	for range n {
		c, err := d.DialContext(ctx, "tcp", w.addr)
		if err != nil {
			return nil, fmt.Errorf("floor: dial socket %d of %d: %w", len(clients)+1, n, err)
		}
		clients = append(clients, c)
		readers.Add(1)
		go func() {
			defer readers.Done()
			readFrames(c, &cur)
		}()
	}
	if err := w.ask("ready"); err != nil {
		return nil, err
	}
	var out []Floor
	for _, size := range sizes {
		lat := &samples{}
		for range rounds {
			r := &floorRound{start: time.Now(), want: int64(size), done: make(chan struct{}), lat: lat}
			cur.Store(r)
			if err := w.ask(strconv.Itoa(size)); err != nil {
				return out, err
			}
			select {
			case <-r.done:
			case <-time.After(30 * time.Second):
				return out, fmt.Errorf("floor: %d of %d sockets had no frame within 30 s", r.want-r.got.Load(), r.want)
			case <-ctx.Done():
				return out, ctx.Err()
			}
		}
		out = append(out, Floor{Subscribers: size, Rounds: rounds, FrameBytes: floorFrameBytes, Latency: lat.quantiles()})
	}
	return out, nil
}

// floorWriterEnv names the environment variable that turns a process of
// this package's into the floor's writer; its value is how many sockets
// the writer accepts.
const floorWriterEnv = "MARQUEE_LIVEBENCH_FLOOR_WRITER"

// floorWriter is the writing side of the floor: this same executable,
// started with floorWriterEnv, ordered through its standard input.
type floorWriter struct {
	cmd   *exec.Cmd
	in    *os.File
	out   *bufio.Reader
	addr  string
	ended chan struct{}
}

func startFloorWriter(n int) (*floorWriter, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), floorWriterEnv+"="+strconv.Itoa(n))
	cmd.Stderr = os.Stderr
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd.Stdin, cmd.Stdout = inR, outW
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, err
	}
	w := &floorWriter{cmd: cmd, in: inW, out: bufio.NewReader(outR), ended: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		outR.Close()
		close(w.ended)
	}()
	if w.addr, err = w.reply(); err != nil {
		w.stop()
		return nil, err
	}
	return w, nil
}

// ask sends the writer one order and waits for its "ok".
func (w *floorWriter) ask(order string) error {
	if _, err := fmt.Fprintln(w.in, order); err != nil {
		return fmt.Errorf("floor writer: %w", err)
	}
	reply, err := w.reply()
	if err != nil {
		return err
	}
	if reply != "ok" {
		return fmt.Errorf("floor writer: %s", reply)
	}
	return nil
}

func (w *floorWriter) reply() (string, error) {
	line, err := w.out.ReadString('\n')
	if err != nil {
		return "", fmt.Errorf("floor writer ended: %w", err)
	}
	return strings.TrimSpace(line), nil
}

// stop ends the writer: its standard input closes, it closes its sockets
// and exits; it is killed if it does not within 10 s.
func (w *floorWriter) stop() {
	w.in.Close()
	select {
	case <-w.ended:
	case <-time.After(10 * time.Second):
		_ = w.cmd.Process.Kill()
		<-w.ended
	}
}

// ServeFloorWriter makes this process the floor's writer when it was
// started as one, and then exits; otherwise it returns at once. Every
// program that measures the floor (live-bench, marquee-bench, this
// package's tests) calls it first thing.
func ServeFloorWriter() {
	v := os.Getenv(floorWriterEnv)
	if v == "" {
		return
	}
	if err := serveFloorWriter(v); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	os.Exit(0)
}

func serveFloorWriter(count string) error {
	n, err := strconv.Atoi(count)
	if err != nil || n <= 0 {
		return fmt.Errorf("%s=%q: want a number of sockets", floorWriterEnv, count)
	}
	if _, err := RaiseFileLimit(); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer ln.Close()
	fmt.Println(ln.Addr().String())
	conns := make([]net.Conn, 0, n)
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for len(conns) < n {
		c, err := ln.Accept()
		if err != nil {
			return err
		}
		conns = append(conns, c)
	}
	frame := make([]byte, floorFrameBytes)
	for i := range frame {
		frame[i] = 'x'
	}
	orders := bufio.NewScanner(os.Stdin)
	for orders.Scan() {
		order := orders.Text()
		if order == "ready" {
			fmt.Println("ok")
			continue
		}
		size, err := strconv.Atoi(order)
		if err != nil || size < 0 || size > len(conns) {
			return fmt.Errorf("bad order %q", order)
		}
		if err := writeAll(conns[:size], frame); err != nil {
			return err
		}
		fmt.Println("ok")
	}
	if err := orders.Err(); err != nil && !errors.Is(err, os.ErrClosed) {
		return err
	}
	return nil
}

// floorRound is one frame on its way to every socket of a size.
type floorRound struct {
	start time.Time
	want  int64
	got   atomic.Int64
	done  chan struct{}
	lat   *samples
}

// readFrames counts each whole frame a socket receives toward the round
// under way, until the socket closes.
func readFrames(c net.Conn, cur *atomic.Pointer[floorRound]) {
	buf := make([]byte, 2*floorFrameBytes)
	pending := 0
	for {
		n, err := c.Read(buf)
		if err != nil {
			return // closed at the measurement's end
		}
		at := time.Now()
		for pending += n; pending >= floorFrameBytes; pending -= floorFrameBytes {
			if r := cur.Load(); r != nil {
				r.lat.add(at.Sub(r.start))
				if r.got.Add(1) == r.want {
					close(r.done)
				}
			}
		}
	}
}

// writeAll writes frame to every socket, split among one writer per
// processor.
func writeAll(conns []net.Conn, frame []byte) error {
	w := runtime.GOMAXPROCS(0)
	errs := make(chan error, w)
	for k := range w {
		go func() {
			for i := k; i < len(conns); i += w {
				if _, err := conns[i].Write(frame); err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	var first error
	for range w {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return first
}
