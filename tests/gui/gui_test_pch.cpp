// SPDX-License-Identifier: GPL-3.0-or-later
// Empty: the target it belongs to only builds the GUI tests' precompiled header.
