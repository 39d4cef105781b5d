package sudoku_test

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"example.com/sudoku"
)

const (
	easy         = "...8..9.69.5.1..4.24.3.7...612....9353....6.4..87...1...425...13...6..7.829..3..."
	easySolution = "173845926985612347246397158612584793537921684498736512764259831351468279829173465"
	noSolution   = "..............1..2..3....45....4.1...1.....6.2..3..7....4...9.3..8..6....6......."
	conflict     = "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
)

var empty = strings.Repeat(".", 81)

// validSolution tells, without the library, whether solution is a full grid
// whose rows, columns and boxes each hold 1-9 once and which keeps every
// given of puzzle.
func validSolution(puzzle, solution string) bool {
	if len(solution) != 81 || len(puzzle) != 81 {
		return false
	}
	for i := 0; i < 81; i++ {
		if solution[i] < '1' || solution[i] > '9' {
			return false
		}
		if puzzle[i] >= '1' && puzzle[i] <= '9' && puzzle[i] != solution[i] {
			return false
		}
	}
	for unit := 0; unit < 9; unit++ {
		var row, col, box []byte
		for k := 0; k < 9; k++ {
			row = append(row, solution[unit*9+k])
			col = append(col, solution[k*9+unit])
			r, c := 3*(unit/3)+k/3, 3*(unit%3)+k%3
			box = append(box, solution[r*9+c])
		}
		for _, group := range [][]byte{row, col, box} {
			sort.Slice(group, func(i, j int) bool { return group[i] < group[j] })
			if string(group) != "123456789" {
				return false
			}
		}
	}
	return true
}

// statusOf is the Status carried by err, failing the test if there is none.
func statusOf(t *testing.T, err error) sudoku.Status {
	t.Helper()
	var e *sudoku.Error
	if !errors.As(err, &e) {
		t.Fatalf("want a *sudoku.Error, got %v", err)
	}
	if err.Error() != e.Status.String() {
		t.Errorf("error text %q, want the status text %q", err.Error(), e.Status.String())
	}
	return e.Status
}

func TestVersion(t *testing.T) {
	if v := sudoku.Version(); !regexp.MustCompile(`^1\.\d+\.\d+$`).MatchString(v) {
		t.Errorf("Version() = %q", v)
	}
	if err := sudoku.CheckVersion(); err != nil {
		t.Error(err)
	}
}

func TestStatusText(t *testing.T) {
	for status, want := range map[sudoku.Status]string{
		sudoku.OK:                "success",
		sudoku.NoSolution:        "the puzzle has no solution",
		sudoku.MultipleSolutions: "the puzzle has more than one solution",
		sudoku.Status(99):        "unknown status",
		sudoku.Status(-1):        "unknown status",
	} {
		if got := status.String(); got != want {
			t.Errorf("Status(%d).String() = %q, want %q", int32(status), got, want)
		}
	}
}

func TestCheckerRefusesBadGrids(t *testing.T) {
	if !validSolution(easy, easySolution) {
		t.Fatal("the known solution is refused")
	}
	swapped := easySolution[1:2] + easySolution[0:1] + easySolution[2:]
	if validSolution(easy, swapped) {
		t.Error("swapped cells accepted")
	}
	if validSolution("9"+easy[1:], easySolution) {
		t.Error("a changed given accepted")
	}
}

func TestSolve(t *testing.T) {
	for _, puzzle := range []string{easy, strings.ReplaceAll(easy, ".", "0")} {
		got, err := sudoku.Solve(puzzle)
		if err != nil || got != easySolution {
			t.Errorf("Solve(%q) = %q, %v", puzzle, got, err)
		}
	}
}

func TestStatuses(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle string
		want         sudoku.Status
	}{
		{"empty grid", empty, sudoku.MultipleSolutions},
		{"no solution", noSolution, sudoku.NoSolution},
		{"conflict", conflict, sudoku.ConflictingGivens},
		{"letter", "x" + easy[1:], sudoku.InvalidCharacter},
		{"NUL byte", "\x00" + easy[1:], sudoku.InvalidCharacter},
		{"80 cells", easy[1:], sudoku.InvalidLength},
		{"82 cells", easy + ".", sudoku.InvalidLength},
		{"two-byte character", "\u0131" + easy[1:], sudoku.InvalidLength},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := sudoku.Solve(tc.puzzle)
			if got != "" {
				t.Errorf("solution %q on failure", got)
			}
			if status := statusOf(t, err); status != tc.want {
				t.Errorf("status %v, want %v", status, tc.want)
			}
		})
	}
}

func TestCountSolutions(t *testing.T) {
	for _, tc := range []struct {
		puzzle string
		limit  uint32
		want   int
	}{{easy, 2, 1}, {empty, 5, 5}, {noSolution, 2, 0}} {
		if got, err := sudoku.CountSolutions(tc.puzzle, tc.limit); err != nil || got != tc.want {
			t.Errorf("CountSolutions(%q, %d) = %d, %v; want %d", tc.puzzle, tc.limit, got, err, tc.want)
		}
	}
	if _, err := sudoku.CountSolutions(easy, 0); statusOf(t, err) != sudoku.InvalidArgument {
		t.Errorf("limit 0: %v", err)
	}
	if _, err := sudoku.CountSolutions(conflict, 2); statusOf(t, err) != sudoku.ConflictingGivens {
		t.Errorf("conflict: %v", err)
	}
}

// readLines is a file's lines, without blank and '#' lines.
func readLines(t *testing.T, name string) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", name))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.Trim(line, " \t\r")
		if line != "" && !strings.HasPrefix(line, "#") {
			lines = append(lines, line)
		}
	}
	return lines
}

// answer is what the example prints for a puzzle. It does not stop the test
// (t.Fatal), so that goroutines may call it.
func answer(puzzle string) string {
	solution, err := sudoku.Solve(puzzle)
	var e *sudoku.Error
	switch {
	case err == nil:
		return solution
	case errors.As(err, &e):
		return e.Status.String()
	default:
		return "unexpected error: " + err.Error()
	}
}

func TestExamples(t *testing.T) {
	puzzles := readLines(t, "puzzles.txt")
	expected := readLines(t, "puzzles.expected")
	if len(puzzles) != len(expected) {
		t.Fatalf("%d puzzles, %d expected lines", len(puzzles), len(expected))
	}
	solved := 0
	for i, puzzle := range puzzles {
		got := answer(puzzle)
		if got != expected[i] {
			t.Errorf("puzzle %d %q: got %q, want %q", i+1, puzzle, got, expected[i])
		}
		if len(got) == 81 {
			solved++
			if !validSolution(puzzle, got) {
				t.Errorf("puzzle %d %q: invalid solution %q", i+1, puzzle, got)
			}
		}
	}
	if solved < 20 {
		t.Errorf("only %d puzzles solved", solved)
	}
}

// The library is documented reentrant: goroutines solving at once, on
// several threads, get what one gets.
func TestConcurrent(t *testing.T) {
	puzzles := readLines(t, "puzzles.txt")
	want := make([]string, len(puzzles))
	for i, p := range puzzles {
		want[i] = answer(p)
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for round := 0; round < 5; round++ {
				for k := range puzzles {
					i := (k + g*5) % len(puzzles)
					if got := answer(puzzles[i]); got != want[i] {
						t.Errorf("goroutine %d, puzzle %d: %q, want %q", g, i+1, got, want[i])
					}
				}
			}
		}(g)
	}
	wg.Wait()
}
