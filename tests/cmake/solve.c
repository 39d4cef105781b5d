/* Solves one puzzle through the installed libsudoku and prints the solution. */
#include <stdio.h>
#include <string.h>

#include <sudoku.h>

int main(void) {
    char grid[81];
    memcpy(grid,
           "53..7....6..195....98....6.8...6...34..8.3..17...2...6"
           ".6....28....419..5....8..79",
           sizeof grid);
    sudoku_status status = sudoku_solve(grid);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s\n", sudoku_status_str(status));
        return 1;
    }
    if (strcmp(sudoku_version(), SUDOKU_VERSION_STRING) != 0) {
        fprintf(stderr, "library %s, header %s\n", sudoku_version(), SUDOKU_VERSION_STRING);
        return 1;
    }
    printf("%.81s\n", grid);
    return 0;
}
