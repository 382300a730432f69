// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

class QWidget;

namespace umpire {

class GameLog;
class PlaySession;

/// What follows a void made in the window: the play session marks the roll void (the card and
/// the recent dice show it so, and a voided follow-up may be thrown again), and when the roll
/// used values read off the printed chart that are still kept, the players are asked whether to
/// forget them (the default), so that a new throw asks for them again instead of using a value
/// that may have been the mistake.
void followVoid(PlaySession& session, const GameLog& log, qint64 entryId, QWidget* dialogParent);

}  // namespace umpire
