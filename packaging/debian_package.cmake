# SPDX-License-Identifier: GPL-3.0-or-later
# A Debian package of the install tree, built by `packaging/dev.sh package` (cpack -G DEB).
# dpkg-shlibdeps declares the shared libraries the programs link; the Qt plugins they load at
# run time are invisible to it and are listed by hand.


set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME umpire)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${UMPIRE_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${UMPIRE_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The game log's SQLite driver and the SVG icon engine are Qt plugins. The X11 platform plugin
# comes with libqt6gui6, which the programs link; Wayland needs qt6-wayland. libcrypto is opened
# at the first hash, not linked, so shlibdeps cannot see it: without it hashes go through Qt's
# slower code. Qt's own dialog buttons (Cancel, Close) are in the window's language only with
# Qt's translations.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6svg6")
# Qt's PostgreSQL driver is only needed for a club's log on a server.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, libssl3, qt6-translations-l10n, libqt6sql6-psql")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "modifiers, exact odds, dice and a game log for wargames")
# CPack writes the summary as the synopsis line, then this text.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Umpire settles the rolls of hex-and-counter wargames played on a real table.
For a combat, a bombardment or a test, the player enters the situation;
Umpire applies every modifier and column shift of the game's tables, each
with its rule number, gives the exact chance of every result, rolls the dice
or takes the dice thrown, explains the result and keeps a tamper-evident
game log.
.
The package holds the desktop program (umpire), the command-line program
(umpire-cli) and the game modules. The modules encode the numbers and tables
of published games as facts, with every text in Umpire's own words; the games
are credited to their authors and publishers.")

include(CPack)
