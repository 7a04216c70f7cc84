/* A Windows stand-in for unistd.h, as some programs carry: the build never
 * searches this folder for <unistd.h>, the system's is found. */
#error "the program's own unistd.h was found in place of the system's"
