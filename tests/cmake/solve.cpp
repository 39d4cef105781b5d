// The same through the installed C++ wrapper, sudoku.hpp.
#include <cstdio>

#include <sudoku.hpp>

int main() {
    auto result = sudoku::solve(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    if (!result) {
        std::fprintf(stderr, "%s\n", sudoku::to_string(result.code));
        return 1;
    }
    std::printf("%.81s\n", result.cells.data());
    return 0;
}
