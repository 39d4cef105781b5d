module example.com/sudoku

go 1.19
