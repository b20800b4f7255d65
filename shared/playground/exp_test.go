package playground

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// childPeaks samples the VmHWM/VmData/VmPeak of this process's children.
func childPeaks(stop chan struct{}, out chan [3]int64) {
	var pk [3]int64
	me := strconv.Itoa(os.Getpid())
	for {
		dirs, _ := filepath.Glob("/proc/[0-9]*/stat")
		for _, d := range dirs {
			b, _ := os.ReadFile(d)
			s := string(b)
			i := strings.LastIndex(s, ")")
			if i < 0 {
				continue
			}
			f := strings.Fields(s[i+1:])
			if len(f) < 2 || f[1] != me {
				continue
			}
			st, _ := os.ReadFile(strings.TrimSuffix(d, "stat") + "status")
			for _, l := range strings.Split(string(st), "\n") {
				for i, k := range []string{"VmHWM:", "VmData:", "VmPeak:"} {
					if strings.HasPrefix(l, k) {
						v, _ := strconv.ParseInt(strings.Fields(l)[1], 10, 64)
						pk[i] = max(pk[i], v/1024)
					}
				}
			}
		}
		select {
		case <-stop:
			out <- pk
			return
		case <-time.After(5 * time.Millisecond):
		}
	}
}

func TestExpCaps(t *testing.T) {
	if os.Getenv("EXP") == "" {
		t.Skip()
	}
	capMB, _ := strconv.Atoi(os.Getenv("EXP_CAP"))
	mem, _ := strconv.Atoi(os.Getenv("EXP_MEM"))
	n, _ := strconv.Atoi(os.Getenv("EXP_N"))
	path := fixture(t, n)
	e := NewEngine(Limits{MemoryMB: mem, WorkerMemoryMB: capMB, Timeout: 10 * time.Second, MaxConcurrent: 1})
	qs := strings.Split(os.Getenv("EXP_Q"), ";;")
	for _, q := range qs {
		st := Statement{Kind: KindQuery, SQL: q}
		time.Sleep(300 * time.Millisecond)
		stop := make(chan struct{})
		peaks := make(chan [3]int64, 1)
		go childPeaks(stop, peaks)
		start := time.Now()
		_, err := e.run(t.Context(), path, st, 1000)
		el := time.Since(start)
		close(stop)
		pk := <-peaks
		fmt.Printf("cap=%d mem=%d %-50.50s %6dms hwm=%5d data=%5d vpeak=%5d code=%s err=%.300v\n", capMB, mem, q, el.Milliseconds(), pk[0], pk[1], pk[2], codeOf(err), err)
	}
}

func TestExpInProcessBomb(t *testing.T) {
	if os.Getenv("EXP") == "" {
		t.Skip()
	}
	for _, q := range strings.Split(os.Getenv("EXP_Q"), ";;") {
		e := NewEngine(Limits{Timeout: 2 * time.Second, MemoryMB: 64})
		e.exec = e.execute
		resetPeakRSS(t)
		before := peakRSSMB(t)
		start := time.Now()
		_, err := e.run(t.Context(), fixture(t, 1000), Statement{Kind: KindQuery, SQL: q}, 10)
		ans := time.Since(start)
		// wait for DuckDB to give back control
		for len(e.slots) > 0 {
			time.Sleep(10 * time.Millisecond)
		}
		fmt.Printf("in-process %s: %s answered after %v, DuckDB returned after %v; peak RSS %d -> %d MB\n", q, codeOf(err), ans.Round(time.Millisecond), time.Since(start).Round(time.Millisecond), before, peakRSSMB(t))
	}
}

func TestExpPipeHolders(t *testing.T) {
	if os.Getenv("EXP") == "" {
		t.Skip()
	}
	w, err := startWorker()
	if err != nil {
		t.Fatal(err)
	}
	pid := w.cmd.Process.Pid
	f := w.stdin.(*os.File)
	link, _ := os.Readlink(fmt.Sprintf("/proc/self/fd/%d", f.Fd()))
	fmt.Println("parent stdin write end:", link)
	_ = syscallKill(pid)
	waitZombie(t, pid)
	dirs, _ := filepath.Glob("/proc/[0-9]*/fd/*")
	for _, d := range dirs {
		l, _ := os.Readlink(d)
		if l == link {
			fmt.Println("holder:", d)
		}
	}
	_, err = f.Write([]byte("x"))
	fmt.Println("write:", err)
}
func syscallKill(pid int) error { return syscall.Kill(pid, syscall.SIGKILL) }

func TestExpWriteFixture(t *testing.T) {
	if os.Getenv("EXP_OUT") == "" {
		t.Skip()
	}
	writeParquet(t, os.Getenv("EXP_OUT"), 1000)
}
