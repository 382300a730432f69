#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sources the bash completion of umpire-cli and checks what it offers, and that its lists of
# commands and options are those of the program's own --help.
# Usage: completion_test.sh UMPIRE_CLI COMPLETION_FILE TABLES_DIR
set -u
program=$1
export UMPIRE_TABLES=$3
# shellcheck source=/dev/null
source "$2"
failures=0

# Completes the words of a command line (after the program); the last word is the one typed.
complete_line()
{
    COMP_LINE="umpire-cli $*"
    COMP_POINT=${#COMP_LINE}
    local old=$IFS
    # Split like bash does: at spaces, and around '=' (COMP_WORDBREAKS has '=').
    IFS=$'\n' COMP_WORDS=($(printf '%s\n' "$program" "$@" | sed 's/=/\n=\n/g' | sed '/^$/d'))
    IFS=$old
    if [[ $* == *" " || $# -eq 0 || -z ${!#} ]]; then
        COMP_WORDS+=("")
    fi
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _umpire_cli "$program" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}

expect()
{
    local want=$1
    shift
    local got
    got=$(complete_line "$@")
    if [[ $got != "$want" ]]; then
        echo "FAIL: umpire-cli $* <TAB>: expected '$want', got '$got'"
        failures=$((failures + 1))
    fi
}

expect_contains()
{
    local want=$1
    shift
    local got
    got=" $(complete_line "$@") "
    if [[ $got != *" $want "* ]]; then
        echo "FAIL: umpire-cli $* <TAB>: expected '$want' among '$got'"
        failures=$((failures + 1))
    fi
}

expect "resolve" "res"
expect_contains "log" ""
expect_contains "games" ""
expect "la-fleur-au-fusil" "resolve" "la"
expect "bombardment combat rally" "describe" "la-fleur-au-fusil" ""
expect "bombardment combat rally" "--log" "x.sqlite" "resolve" "la-fleur-au-fusil" ""
expect "bombardment combat rally" "--log=x.sqlite" "resolve" "la-fleur-au-fusil" ""
expect "--roll" "resolve" "la-fleur-au-fusil" "combat" "--set" "units=2" "--ro"
expect "" "resolve" "la-fleur-au-fusil" "combat" "--set" ""
expect "csv md pdf" "log" "export" ""
expect "--all-sessions" "log" "list" "--all"
expect "sessions setup-server show" "log" "s"
expect "verdun-1916" "log" "new" "v"
expect "club-log engine log ratios" "bench" ""
expect "list" "help" "log" "li"
expect "--version" "--v"
expect "--json" "describe" "--j"
expect "new-turn" "cup" "n"
expect "--activation" "cup" "setup" "--ac"
expect "--seed --session" "cup" "draw" "--se"
expect "draw" "help" "cup" "dr"

# Every command and option of the completion is the program's, and the other way round.
options_in_help()
{
    "$program" "$@" --help | grep -oE '^  (-h, )?--[a-z-]+( <)?' | sed -E 's/^  (-h, )?//; s/ <$/=/' | sort | tr '\n' ' '
}
options_in_completion()
{
    local option
    for option in $(_umpire_cli_options "$*"); do
        if _umpire_cli_takes_value "$option"; then echo "$option="; else echo "$option"; fi
    done | sort | tr '\n' ' '
}
check_options()
{
    local help completion
    help=$(options_in_help "$@")
    completion=$(options_in_completion "$@")
    if [[ $help != "$completion" ]]; then
        echo "FAIL: options of 'umpire-cli $*': --help has '$help', the completion '$completion'"
        failures=$((failures + 1))
    fi
}
commands_in_help()
{
    "$program" "$@" --help | sed -n '/^Commands:$\|^Subcommands:$/,/^$/p' | grep -oE '^  [a-z-]+' | sed 's/^  //' | sort | tr '\n' ' '
}
sorted() { printf '%s\n' $1 | sort | tr '\n' ' '; }

check_options
[[ $(commands_in_help) == "$(sorted "$_umpire_cli_commands")" ]] ||
    { echo "FAIL: commands: --help has '$(commands_in_help)'"; failures=$((failures + 1)); }
[[ $(commands_in_help log) == "$(sorted "$_umpire_cli_log_subcommands")" ]] ||
    { echo "FAIL: log subcommands: --help has '$(commands_in_help log)'"; failures=$((failures + 1)); }
for command in $_umpire_cli_commands; do
    [[ $command == help ]] || check_options "$command"
done
for subcommand in $_umpire_cli_log_subcommands; do
    check_options log "$subcommand"
done
[[ $(commands_in_help cup) == "$(sorted "$_umpire_cli_cup_subcommands")" ]] ||
    { echo "FAIL: cup subcommands: --help has '$(commands_in_help cup)'"; failures=$((failures + 1)); }
for subcommand in $_umpire_cli_cup_subcommands; do
    check_options cup "$subcommand"
done

if [[ $failures -gt 0 ]]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "bash completion: all checks passed"
