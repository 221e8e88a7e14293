// The program each ui layer's check links (ui/CMakeLists.txt, gputco_ui_layer): the layer's
// whole library with only the layers below it. It is never run; it exists so that a file of
// the layer that uses a layer above it fails the build at link time.
int main() {
    return 0;
}
