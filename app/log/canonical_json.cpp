// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/canonical_json.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace umpire {
namespace {

char hexDigit(unsigned value)
{
    return static_cast<char>(value < 10 ? '0' + value : 'a' + value - 10);
}

/// Length of the strict UTF-8 sequence starting at `p` (at most `left` bytes), 0 if invalid.
std::size_t sequenceLength(const unsigned char* p, std::size_t left)
{
    const unsigned char lead = p[0];
    const auto continuation = [&](std::size_t i) { return i < left && (p[i] & 0xC0) == 0x80; };
    if (lead >= 0xC2 && lead <= 0xDF)
        return continuation(1) ? 2 : 0;
    if (lead >= 0xE0 && lead <= 0xEF) {
        if (!continuation(1) || !continuation(2))
            return 0;
        if (lead == 0xE0 && p[1] < 0xA0)
            return 0;  // overlong
        if (lead == 0xED && p[1] >= 0xA0)
            return 0;  // a UTF-16 surrogate
        return 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        if (!continuation(1) || !continuation(2) || !continuation(3))
            return 0;
        if (lead == 0xF0 && p[1] < 0x90)
            return 0;  // overlong
        if (lead == 0xF4 && p[1] >= 0x90)
            return 0;  // beyond U+10FFFF
        return 4;
    }
    return 0;
}

/// Bytes copied as they are: printable ASCII except `"` and `\` (a table: this loop is most
/// of what rebuilding a million entries costs).
constexpr std::array<bool, 256> plainBytes = [] {
    std::array<bool, 256> plain{};
    for (unsigned c = 0x20; c < 0x80; ++c)
        plain[c] = c != '"' && c != '\\';
    return plain;
}();

/// A word of eight copies of `byte`.
constexpr std::uint64_t repeated(unsigned char byte)
{
    return 0x0101010101010101ULL * byte;
}

/// The end of the run of plain bytes starting at `p`: sixteen bytes at a time with SSE2, then
/// eight in a word (a word is plain when none of its bytes is below 0x20, 0x80 or above, `"` or
/// `\`; each test sets the high bit of the lowest byte it matches and of none below it, so the
/// lowest bit set marks the first byte that is not plain), then byte by byte. Verifying a log
/// spent a fifth of its time scanning these runs one byte at a time.
const unsigned char* plainRunEnd(const unsigned char* p, const unsigned char* end)
{
#if defined(__SSE2__)
    // Sixteen bytes at a time: a signed compare with 0x20 catches both the control bytes and
    // every byte of 0x80 or more (negative as signed).
    const __m128i space = _mm_set1_epi8(0x20);
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    while (end - p >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        const __m128i flagged = _mm_or_si128(_mm_cmplt_epi8(bytes, space),
                                             _mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)));
        const int mask = _mm_movemask_epi8(flagged);
        if (mask != 0)
            return p + std::countr_zero(static_cast<unsigned>(mask));
        p += 16;
    }
#endif
    constexpr std::uint64_t high = repeated(0x80);
    const auto hasZero = [](std::uint64_t v) { return (v - repeated(0x01)) & ~v & high; };
    while (end - p >= 8) {
        std::uint64_t word;
        std::memcpy(&word, p, sizeof word);
        const std::uint64_t flagged = ((word - repeated(0x20)) & ~word & high) | (word & high)
                                      | hasZero(word ^ repeated('"')) | hasZero(word ^ repeated('\\'));
        if (flagged != 0) {
            if constexpr (std::endian::native == std::endian::little)
                return p + (std::countr_zero(flagged) >> 3);
            break;  // finish the word byte by byte
        }
        p += 8;
    }
    while (p != end && plainBytes[*p])
        ++p;
    return p;
}

}  // namespace

bool appendJsonString(std::string& out, const char* text, std::size_t size)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text);
    const unsigned char* const end = p + size;
    out.push_back('"');
    while (p != end) {
        // Copy the longest run that needs no escape at once.
        const unsigned char* run = plainRunEnd(p, end);
        if (run != p) {
            out.append(reinterpret_cast<const char*>(p), static_cast<std::size_t>(run - p));
            p = run;
            continue;
        }
        const unsigned char c = *p;
        if (c >= 0x80) {
            const std::size_t length = sequenceLength(p, static_cast<std::size_t>(end - p));
            if (length == 0)
                return false;
            out.append(reinterpret_cast<const char*>(p), length);
            p += length;
            continue;
        }
        out.push_back('\\');
        switch (c) {
        case '"': out.push_back('"'); break;
        case '\\': out.push_back('\\'); break;
        case '\b': out.push_back('b'); break;
        case '\f': out.push_back('f'); break;
        case '\n': out.push_back('n'); break;
        case '\r': out.push_back('r'); break;
        case '\t': out.push_back('t'); break;
        default:
            out.append("u00", 3);
            out.push_back(hexDigit(c >> 4));
            out.push_back(hexDigit(c & 0xF));
        }
        ++p;
    }
    out.push_back('"');
    return true;
}

bool isStrictUtf8(const char* text, std::size_t size)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text);
    const unsigned char* const end = p + size;
    while (p != end) {
        if (*p < 0x80) {
            ++p;
            continue;
        }
        const std::size_t length = sequenceLength(p, static_cast<std::size_t>(end - p));
        if (length == 0)
            return false;
        p += length;
    }
    return true;
}

void appendJsonHexString(std::string& out, const unsigned char* bytes, std::size_t size)
{
    out.push_back('"');
    for (std::size_t i = 0; i < size; ++i) {
        out.push_back(hexDigit(bytes[i] >> 4));
        out.push_back(hexDigit(bytes[i] & 0xF));
    }
    out.push_back('"');
}

}  // namespace umpire
