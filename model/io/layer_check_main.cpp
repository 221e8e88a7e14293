// The program each io library's check links (model/io/CMakeLists.txt, gputco_io_library): the
// library's whole archive with only what it declares. It is never run; it exists so that a
// file of the library that uses a library it does not declare fails the build at link time.
int main() {
    return 0;
}
