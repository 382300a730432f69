// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCommandLineParser;

namespace umpire {

/// Lets `parser` accept the options QApplication reads itself (-platform, -style, -reverse,
/// -qwindowgeometry...), so that they are not refused as unknown before Qt sees them. They are
/// hidden from --help, and their values are left to QApplication, which reads them from argv.
/// Single-dash words become long options, as Qt writes its own.
void acceptQtOwnOptions(QCommandLineParser& parser);

}  // namespace umpire
