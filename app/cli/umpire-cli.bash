# SPDX-License-Identifier: GPL-3.0-or-later
# Bash completion for umpire-cli: its commands, each command's options, the log's and the cup's subcommands,
# and the ids of games and procedures, which umpire-cli itself lists (`games --ids`), so the
# modules a player added are completed too. Needs nothing but bash.
# tests/cli/completion_test.sh checks these lists against `umpire-cli COMMAND --help`.

_umpire_cli_commands="games check describe resolve log cup new schema bench help"
_umpire_cli_log_subcommands="sessions new list show void export verify luck phrase reveal bench recover copy setup-server"
_umpire_cli_cup_subcommands="setup draw show new-turn"

# The options of a command ("" for the options before any command, "log list" for a subcommand).
_umpire_cli_options()
{
    case "$1" in
        "") echo "--help --log --version" ;;
        games) echo "--help --ids" ;;
        check) echo "--help --watch" ;;
        describe) echo "--help --json" ;;
        resolve) echo "--help --set --unit --option --roll --seed --no-roll --chart --chart-result --json --record --turn --phase --note --log" ;;
        log | cup) echo "--help --log" ;;
        new) echo "--help --title --output" ;;
        schema) echo "--help --output" ;;
        bench) echo "--help --entries --runs --verify-runs --keep --server" ;;
        "log sessions" | "log show" | "log verify") echo "--help --log --read-only" ;;
        "log new") echo "--help --log --scenario --players" ;;
        "log list") echo "--help --log --session --all-sessions --procedure --text --limit --follow --read-only" ;;
        "log void") echo "--help --log --reason" ;;
        "log export") echo "--help --log --output --force --session --all-sessions --read-only" ;;
        "log luck") echo "--help --log --session --all-sessions --json --read-only" ;;
        "log bench") echo "--help --log --entries" ;;
        "log recover") echo "--help --log --output" ;;
        "log copy" | "log setup-server") echo "--help" ;;
        "log phrase" | "log reveal") echo "--help --log --session" ;;
        "cup setup") echo "--help --log --session --activation --event --turn" ;;
        "cup draw") echo "--help --log --session --seed" ;;
        "cup show" | "cup new-turn") echo "--help --log --session" ;;
    esac
}

# Whether an option takes a value (the word after it is that value, not an argument).
_umpire_cli_takes_value()
{
    case "$1" in
        --log | --set | --unit | --option | --roll | --seed | --chart | --chart-result | --turn | --phase | --note | \
            --entries | --scenario | --players | --session | --procedure | --text | --limit | --reason | --output | --title | \
            --runs | --verify-runs | --keep | --activation | --event | --server)
            return 0 ;;
    esac
    return 1
}

# Game ids, or with a game id the ids of its procedures, as the program lists them.
_umpire_cli_ids()
{
    local program=$1 game=${2:-}
    if [[ -z $game ]]; then
        "$program" games --ids 2>/dev/null | cut -d ' ' -f 1
    else
        "$program" games --ids 2>/dev/null | awk -v game="$game" '$1 == game { for (i = 2; i <= NF; i++) print $i }'
    fi
}

_umpire_cli()
{
    local program=${1/#\~/$HOME}
    local cur=${COMP_WORDS[COMP_CWORD]}
    local last=$((COMP_CWORD - 1))
    local option="" prefix=""

    # Bash splits "--log=FILE" at '=' (COMP_WORDBREAKS): find the option whose value is typed.
    if [[ $cur == "=" && ${COMP_WORDS[last]} == -* ]]; then
        option=${COMP_WORDS[last]}
        cur=""
        last=$((last - 1))
    elif [[ ${COMP_WORDS[last]} == "=" && ${COMP_WORDS[last - 1]} == -* ]]; then
        option=${COMP_WORDS[last - 1]}
        last=$((last - 2))
    elif [[ $cur == --*=* ]]; then
        option=${cur%%=*}
        prefix="$option="
        cur=${cur#*=}
    fi

    # The words before the current one, with the pieces of "NAME=VALUE" put back together.
    local -a words=()
    local i
    for ((i = 1; i <= last; i++)); do
        local word=${COMP_WORDS[i]}
        if [[ $word == "=" || (${#words[@]} -gt 0 && ${words[-1]} == *=) ]]; then
            words[-1]+=$word
        else
            words+=("$word")
        fi
    done

    # The command, the log's or the cup's subcommand and the positional arguments given after them.
    local command="" subcommand="" skip=""
    local -a positional=()
    for word in "${words[@]}"; do
        if [[ -n $skip ]]; then
            skip=""
        elif [[ $word == -* ]]; then
            [[ $word != *=* ]] && _umpire_cli_takes_value "$word" && skip=1
        elif [[ -z $command ]]; then
            command=$word
        elif [[ ($command == log || $command == cup) && -z $subcommand ]]; then
            subcommand=$word
        else
            positional+=("$word")
        fi
    done
    if [[ -z $option && -n $skip ]]; then
        option=${words[-1]}
    fi

    COMPREPLY=()
    if [[ -n $option ]]; then
        case $option in
            --log | --output)
                compopt -o filenames 2>/dev/null
                COMPREPLY=($(compgen -f -- "$cur")) ;;
        esac
        if [[ -n $prefix ]]; then
            COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
        fi
        return 0
    fi

    if [[ $cur == -* ]]; then
        local key=$command
        [[ -n $subcommand ]] && key="$command $subcommand"
        COMPREPLY=($(compgen -W "$(_umpire_cli_options "$key")" -- "$cur"))
        return 0
    fi

    local candidates=""
    case "$command" in
        "") candidates=$_umpire_cli_commands ;;
        help)
            if [[ ${#positional[@]} -eq 0 ]]; then
                candidates=${_umpire_cli_commands/ help/}
            elif [[ ${positional[0]} == log && ${#positional[@]} -eq 1 ]]; then
                candidates=$_umpire_cli_log_subcommands
            elif [[ ${positional[0]} == cup && ${#positional[@]} -eq 1 ]]; then
                candidates=$_umpire_cli_cup_subcommands
            fi ;;
        describe | resolve)
            case ${#positional[@]} in
                0) candidates=$(_umpire_cli_ids "$program") ;;
                1) candidates=$(_umpire_cli_ids "$program" "${positional[0]}") ;;
            esac ;;
        check)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur"))
            return 0 ;;
        log)
            case "$subcommand" in
                "") candidates=$_umpire_cli_log_subcommands ;;
                new) [[ ${#positional[@]} -eq 0 ]] && candidates=$(_umpire_cli_ids "$program") ;;
                export) [[ ${#positional[@]} -eq 0 ]] && candidates="csv md pdf" ;;
                copy)
                    compopt -o filenames 2>/dev/null
                    COMPREPLY=($(compgen -f -- "$cur"))
                    return 0 ;;
            esac ;;
        cup) [[ -z $subcommand ]] && candidates=$_umpire_cli_cup_subcommands ;;
        bench) [[ ${#positional[@]} -eq 0 ]] && candidates="engine log ratios club-log" ;;
    esac
    COMPREPLY=($(compgen -W "$candidates" -- "$cur"))
    return 0
}

complete -F _umpire_cli umpire-cli
