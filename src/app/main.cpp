// Entry point; subcommands are dispatched from here.
#include <cstdio>

int main() {
    std::puts("brimstone: under construction");
    return 0;
}
