// Command sudoku-solve solves every puzzle of a file and prints, one line
// each, the solution or the library's status text.
//
// Usage: sudoku-solve [PUZZLE_FILE]
//
// The file holds one puzzle a line; '#' lines and blank lines are skipped.
// The default is the repository's examples/puzzles.txt.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"example.com/sudoku"
)

// defaultPuzzles is examples/puzzles.txt, found from this source file's
// place in the repository (recorded at build time).
func defaultPuzzles() string {
	_, self, _, ok := runtime.Caller(0)
	if !ok {
		return "examples/puzzles.txt"
	}
	return filepath.Join(filepath.Dir(self), "..", "..", "..", "puzzles.txt")
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "sudoku-solve:", err)
		os.Exit(1)
	}
}

func run() error {
	if err := sudoku.CheckVersion(); err != nil {
		return err
	}
	file := defaultPuzzles()
	if len(os.Args) > 1 {
		file = os.Args[1]
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	out := bufio.NewWriter(os.Stdout)
	for _, line := range strings.Split(string(data), "\n") {
		// Trimmed of spaces, tabs and CR, as the other languages' examples do.
		line = strings.Trim(line, " \t\r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		solution, err := sudoku.Solve(line)
		var status *sudoku.Error
		switch {
		case err == nil:
			fmt.Fprintln(out, solution)
		case errors.As(err, &status):
			fmt.Fprintln(out, status.Status)
		default:
			return err
		}
	}
	return out.Flush()
}
