// A spreadsheet formula built together with its value: every cell of the audit workbook is
// written as a live formula and, beside it, the number the engine's arithmetic gives for it
// (the cached result a spreadsheet shows before it recalculates; LibreOffice does not
// recalculate a file written by another program unless told to). Building both from the one
// expression keeps the two from drifting apart.
#pragma once

#include <string>
#include <vector>

namespace gputco::io::workbook {

class Expr {
public:
    Expr() = default;
    // A literal number, written in full precision.
    static Expr number(double value);
    // A reference (a cell "B5", "'Option 1'!$C$7", or a defined name) holding `value`.
    static Expr ref(std::string reference, double value);
    // A function call; `value` is the result (the caller computes it).
    static Expr call(const std::string& function, const std::vector<Expr>& args, double value);
    static Expr call(const std::string& function, const std::vector<std::string>& args, double value);

    const std::string& formula() const { return text_; }  // without the leading "="
    double value() const { return value_; }

    friend Expr operator+(const Expr& a, const Expr& b);
    friend Expr operator-(const Expr& a, const Expr& b);
    friend Expr operator*(const Expr& a, const Expr& b);
    friend Expr operator/(const Expr& a, const Expr& b);
    friend Expr operator-(const Expr& a);
    // a ^ b, with both sides in parentheses unless they are a plain reference.
    friend Expr pow(const Expr& a, const Expr& b);

private:
    enum class Level { Atom, Power, Product, Sum };
    Expr(std::string text, double value, Level level)
        : text_(std::move(text)), value_(value), level_(level) {}
    std::string wrapped(Level above) const;

    std::string text_ = "0";
    double value_ = 0;
    Level level_ = Level::Atom;
};

// The number as a formula literal: shortest text that reads back to the same double.
std::string formulaNumber(double value);

// Sum of several expressions (0 when empty).
Expr sum(const std::vector<Expr>& terms);

}  // namespace gputco::io::workbook
