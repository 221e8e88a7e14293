#include "model/io/workbook/cell_expr.h"

#include <charconv>
#include <cmath>

namespace gputco::io::workbook {

std::string formulaNumber(double value) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

Expr Expr::number(double value) {
    // A negative literal is a unary minus to a spreadsheet: keep it in parentheses.
    if (value < 0) return Expr("(" + formulaNumber(value) + ")", value, Level::Atom);
    return Expr(formulaNumber(value), value, Level::Atom);
}

Expr Expr::ref(std::string reference, double value) {
    return Expr(std::move(reference), value, Level::Atom);
}

Expr Expr::call(const std::string& function, const std::vector<Expr>& args, double value) {
    std::string text = function + "(";
    for (std::size_t i = 0; i < args.size(); ++i) text += (i ? "," : "") + args[i].text_;
    return Expr(text + ")", value, Level::Atom);
}

Expr Expr::call(const std::string& function, const std::vector<std::string>& args, double value) {
    std::string text = function + "(";
    for (std::size_t i = 0; i < args.size(); ++i) text += (i ? "," : "") + args[i];
    return Expr(text + ")", value, Level::Atom);
}

std::string Expr::wrapped(Level above) const {
    // Parentheses where the operator outside binds tighter than the one inside.
    return level_ >= above ? "(" + text_ + ")" : text_;
}

Expr operator+(const Expr& a, const Expr& b) {
    return Expr(a.text_ + "+" + b.text_, a.value_ + b.value_, Expr::Level::Sum);
}

Expr operator-(const Expr& a, const Expr& b) {
    return Expr(a.text_ + "-" + b.wrapped(Expr::Level::Sum), a.value_ - b.value_, Expr::Level::Sum);
}

Expr operator*(const Expr& a, const Expr& b) {
    return Expr(a.wrapped(Expr::Level::Sum) + "*" + b.wrapped(Expr::Level::Sum), a.value_ * b.value_,
                Expr::Level::Product);
}

Expr operator/(const Expr& a, const Expr& b) {
    return Expr(a.wrapped(Expr::Level::Sum) + "/" + b.wrapped(Expr::Level::Product), a.value_ / b.value_,
                Expr::Level::Product);
}

Expr operator-(const Expr& a) {
    // A spreadsheet's unary minus binds tighter than ^ (-x^2 is (-x)^2): the operand is always
    // wrapped, and so is the negation itself when it is raised to a power.
    return Expr("-(" + a.text_ + ")", -a.value_, Expr::Level::Power);
}

Expr pow(const Expr& a, const Expr& b) {
    return Expr(a.wrapped(Expr::Level::Power) + "^" + b.wrapped(Expr::Level::Power),
                std::pow(a.value_, b.value_), Expr::Level::Power);
}

Expr sum(const std::vector<Expr>& terms) {
    if (terms.empty()) return Expr::number(0);
    Expr total = terms.front();
    for (std::size_t i = 1; i < terms.size(); ++i) total = total + terms[i];
    return total;
}

}  // namespace gputco::io::workbook
