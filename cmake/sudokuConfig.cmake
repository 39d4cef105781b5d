# CMake package file for libsudoku:
#
#   find_package(sudoku 1.0 REQUIRED)
#   target_link_libraries(app PRIVATE sudoku::sudoku)         # libsudoku.so.1
#   target_link_libraries(app PRIVATE sudoku::sudoku_static)  # libsudoku.a
#
# scripts/install.sh and `cargo cinstall` put it in
# <prefix>/share/sudoku/cmake/, where find_package looks for it under any
# prefix in CMAKE_PREFIX_PATH (or the system's). The library and headers are
# found relative to that prefix: in lib/, lib64/ or the multiarch lib folder,
# and in include/ or include/sudoku/.

get_filename_component(_sudoku_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(_sudoku_libdirs
  "${_sudoku_prefix}/lib"
  "${_sudoku_prefix}/lib64"
  "${_sudoku_prefix}/lib/${CMAKE_LIBRARY_ARCHITECTURE}")

find_path(SUDOKU_INCLUDE_DIR sudoku.h
  PATHS "${_sudoku_prefix}/include" PATH_SUFFIXES sudoku NO_DEFAULT_PATH)
find_library(SUDOKU_LIBRARY NAMES sudoku PATHS ${_sudoku_libdirs} NO_DEFAULT_PATH)
find_library(SUDOKU_STATIC_LIBRARY NAMES libsudoku.a PATHS ${_sudoku_libdirs} NO_DEFAULT_PATH)
mark_as_advanced(SUDOKU_INCLUDE_DIR SUDOKU_LIBRARY SUDOKU_STATIC_LIBRARY)

if(NOT SUDOKU_INCLUDE_DIR OR NOT SUDOKU_LIBRARY)
  set(sudoku_FOUND FALSE)
  set(sudoku_NOT_FOUND_MESSAGE
    "sudoku.h or libsudoku.so is missing under ${_sudoku_prefix}")
  return()
endif()

if(NOT TARGET sudoku::sudoku)
  add_library(sudoku::sudoku SHARED IMPORTED)
  set_target_properties(sudoku::sudoku PROPERTIES
    IMPORTED_LOCATION "${SUDOKU_LIBRARY}"
    IMPORTED_SONAME "libsudoku.so.1"
    INTERFACE_INCLUDE_DIRECTORIES "${SUDOKU_INCLUDE_DIR}")
endif()

# The archive holds Rust's standard library, which needs these system
# libraries (the Libs.private of sudoku.pc).
if(SUDOKU_STATIC_LIBRARY AND NOT TARGET sudoku::sudoku_static)
  add_library(sudoku::sudoku_static STATIC IMPORTED)
  set_target_properties(sudoku::sudoku_static PROPERTIES
    IMPORTED_LOCATION "${SUDOKU_STATIC_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${SUDOKU_INCLUDE_DIR}"
    INTERFACE_LINK_LIBRARIES "gcc_s;util;rt;pthread;m;dl")
endif()

unset(_sudoku_prefix)
unset(_sudoku_libdirs)
