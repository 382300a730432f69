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

/// The end of the run of plain bytes starting at `p`: eight at a time in a word (a word is
/// plain when none of its bytes is below 0x20, 0x80 or above, `"` or `\`; each test sets the
/// high bit of the lowest byte it matches and of none below it, so the lowest bit set marks the
/// first byte that is not plain), then byte by byte. With SSE2, appendJsonString scans sixteen
/// bytes at a time itself and leaves only the last few here.
const unsigned char* plainRunEnd(const unsigned char* p, const unsigned char* end)
{
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
    // Output is written through a pointer into room made beforehand: two bytes for each byte
    // left (a plain byte takes one, an escaped quote or backslash two, a UTF-8 sequence its own
    // length), the closing quote, and sixteen bytes of slack for the blind stores below. Only a
    // \u00XX escape takes more, and makes its own room. A resolution is mostly quoted keys: its
    // plain runs are short, and copying them with a capacity check each cost a fifth of `log
    // verify`.
    constexpr std::size_t slack = 16;
    std::size_t written = out.size();
    out.resize(written + 1 + 2 * size + 1 + slack);
    char* o = out.data() + written;
    *o++ = '"';
    while (p != end) {
#if defined(__SSE2__)
        if (end - p >= 16) {
            // Sixteen bytes are stored as they are (within the room), then kept up to the
            // first that is not plain.
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
            _mm_storeu_si128(reinterpret_cast<__m128i*>(o), bytes);
            const __m128i flagged = _mm_or_si128(
                _mm_cmplt_epi8(bytes, _mm_set1_epi8(0x20)),
                _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('"')), _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\\'))));
            const int mask = _mm_movemask_epi8(flagged);
            if (mask == 0) {
                p += 16;
                o += 16;
                continue;
            }
            const int plain = std::countr_zero(static_cast<unsigned>(mask));
            p += plain;
            o += plain;
        } else
#endif
        {
            const unsigned char* run = plainRunEnd(p, end);
            std::memcpy(o, p, static_cast<std::size_t>(run - p));
            o += run - p;
            p = run;
            if (p == end)
                break;
        }
        const unsigned char c = *p;
        if (c >= 0x80) {
            const std::size_t length = sequenceLength(p, static_cast<std::size_t>(end - p));
            if (length == 0)
                return false;
            std::memcpy(o, p, length);
            o += length;
            p += length;
            continue;
        }
        *o++ = '\\';
        switch (c) {
        case '"': *o++ = '"'; break;
        case '\\': *o++ = '\\'; break;
        case '\b': *o++ = 'b'; break;
        case '\f': *o++ = 'f'; break;
        case '\n': *o++ = 'n'; break;
        case '\r': *o++ = 'r'; break;
        case '\t': *o++ = 't'; break;
        default: {
            // Four bytes more than budgeted for this byte.
            written = static_cast<std::size_t>(o - out.data());
            out.resize(out.size() + 4);
            o = out.data() + written;
            *o++ = 'u';
            *o++ = '0';
            *o++ = '0';
            *o++ = hexDigit(c >> 4);
            *o++ = hexDigit(c & 0xF);
        }
        }
        ++p;
    }
    *o++ = '"';
    out.resize(static_cast<std::size_t>(o - out.data()));
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
