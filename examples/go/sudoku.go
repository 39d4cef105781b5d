// Package sudoku solves 9x9 Sudoku puzzles with libsudoku, the C library of
// this repository, through cgo.
//
// The package links to an installed libsudoku, found with pkg-config
// (sudoku.pc): install it with scripts/install.sh (PREFIX=... for a private
// prefix, then PKG_CONFIG_PATH=$PREFIX/lib/pkgconfig when you build). At run
// time the dynamic loader finds libsudoku.so.1 as for any C library: in
// ldconfig's folders, through LD_LIBRARY_PATH, or through an rpath set at
// build time (CGO_LDFLAGS="-Wl,-rpath,$PREFIX/lib").
package sudoku

/*
#cgo pkg-config: sudoku
#include <sudoku.h>
*/
import "C"

import (
	"fmt"
	"strconv"
	"strings"
	"unsafe"
)

// GridSize is the number of cells of a puzzle: 9 rows of 9, row-major.
const GridSize = 81

// Status is a status code of the library (enum sudoku_status in sudoku.h).
type Status int32

// The library's statuses.
const (
	OK                Status = C.SUDOKU_OK
	NullPointer       Status = C.SUDOKU_NULL_POINTER
	InvalidCharacter  Status = C.SUDOKU_INVALID_CHARACTER
	ConflictingGivens Status = C.SUDOKU_CONFLICTING_GIVENS
	NoSolution        Status = C.SUDOKU_NO_SOLUTION
	MultipleSolutions Status = C.SUDOKU_MULTIPLE_SOLUTIONS
	InternalError     Status = C.SUDOKU_INTERNAL_ERROR
	BudgetExhausted   Status = C.SUDOKU_BUDGET_EXHAUSTED
	InvalidLength     Status = C.SUDOKU_INVALID_LENGTH
	InvalidArgument   Status = C.SUDOKU_INVALID_ARGUMENT
)

// String is the library's English text for the status.
func (s Status) String() string {
	return C.GoString(C.sudoku_status_str(C.int(s)))
}

// Error is the error returned for any status other than OK. Its text is the
// status text; use errors.As to get at the Status.
type Error struct {
	Status Status
}

func (e *Error) Error() string {
	return e.Status.String()
}

// Version is the loaded library's version, "MAJOR.MINOR.PATCH".
func Version() string {
	return C.GoString(C.sudoku_version())
}

// CheckVersion tells whether the loaded library has the major version of the
// header this package was compiled with.
func CheckVersion() error {
	major, _, _ := strings.Cut(Version(), ".")
	if major != strconv.Itoa(C.SUDOKU_VERSION_MAJOR) {
		return fmt.Errorf("libsudoku %s loaded, but built against header %s", Version(), C.SUDOKU_VERSION_STRING)
	}
	return nil
}

// grid copies a puzzle into a fresh buffer of exactly GridSize bytes, the
// number the library reads: other lengths are refused before any C call.
func grid(puzzle string) ([]byte, error) {
	if len(puzzle) != GridSize {
		return nil, &Error{InvalidLength}
	}
	return []byte(puzzle), nil
}

// Solve solves a puzzle: 81 bytes, '1'-'9' for givens and '.' or '0' for
// empty cells. It returns the solution as 81 digits, or an *Error when the
// puzzle does not have exactly one solution.
func Solve(puzzle string) (string, error) {
	g, err := grid(puzzle)
	if err != nil {
		return "", err
	}
	// The library writes the solution into the buffer: a Go slice without Go
	// pointers in it may be passed to C for the duration of the call.
	status := Status(C.sudoku_solve((*C.char)(unsafe.Pointer(&g[0]))))
	if status != OK {
		return "", &Error{status}
	}
	return string(g), nil
}

// CountSolutions counts the solutions of a puzzle, stopping at limit (at
// least 1; 2 decides uniqueness).
func CountSolutions(puzzle string, limit uint32) (int, error) {
	g, err := grid(puzzle)
	if err != nil {
		return 0, err
	}
	var count C.uint32_t
	status := Status(C.sudoku_count_solutions((*C.char)(unsafe.Pointer(&g[0])), C.uint32_t(limit), &count))
	if status != OK {
		return 0, &Error{status}
	}
	return int(count), nil
}
