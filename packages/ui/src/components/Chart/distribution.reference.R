# Reference values for distribution.test.ts and scale.test.ts (R 4.x, base only).
# Run: Rscript packages/ui/src/components/Chart/distribution.reference.R
options(digits = 15)

cat("qnorm\n")
p <- c(1e-10, 0.001, 0.025, 0.1, 0.3, 0.5, 0.7, 0.975, 0.999)
print(qnorm(p))

cat("dnorm(x, mean = 3, sd = 2)\n")
print(dnorm(c(1, 3, 6), mean = 3, sd = 2))

# SPSS's normal Q-Q plot (Blom): rank with ties averaged, p = (r - 3/8) / (n + 1/4).
cat("blom\n")
x <- c(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5)
print(qnorm((sort(rank(x)) - 3 / 8) / (length(x) + 1 / 4)))

cat("pretty\n")
for (r in list(c(0, 10), c(0.13, 0.87), c(-3.2, 47), c(1, 1), c(0, 1234), c(2.3, 2.31), c(0, 0), c(3.2, 4.7), c(0, 38), c(3.173, 3.987))) {
  print(pretty(r))
}

cat("hist\n")
h <- c(1.2, 2.5, 2.5, 3.1, 4.8, 5.0, 5.0, 6.7, 7.3, 9.9, 10, 4, 4.5, 6, 2)
cat("sturges", nclass.Sturges(h), "\n")
print(hist(h, plot = FALSE)$breaks)
print(hist(h, plot = FALSE)$counts)
