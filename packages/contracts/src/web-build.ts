/**
 * The header on the server's answers that names the web build it serves: the path of the build's entry script,
 * which the bundler names by a hash of everything the app loads. A tab whose own entry differs runs an older
 * build (decision 046).
 */
export const WEB_BUILD_HEADER = 'x-web-build';
