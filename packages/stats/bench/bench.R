# The R side of `pnpm bench:stats`: data.table::fread plus the R functions that compute what the
# engine's matching analysis computes. Usage: Rscript bench.R ANALYSIS DATA.csv
# Prints the peak resident memory (VmHWM) on stderr so the runner can compare it.
suppressPackageStartupMessages(library(data.table))
args <- commandArgs(trailingOnly = TRUE)
analysis <- args[[1]]
d <- fread(args[[2]])
items <- sprintf("item%02d", 1:20)
skew_spss <- function(x) {
  n <- length(x); m <- mean(x); s <- sd(x)
  n / ((n - 1) * (n - 2)) * sum(((x - m) / s)^3)
}
kurt_spss <- function(x) {
  n <- length(x); m <- mean(x); s <- sd(x)
  n * (n + 1) / ((n - 1) * (n - 2) * (n - 3)) * sum(((x - m) / s)^4) -
    3 * (n - 1)^2 / ((n - 2) * (n - 3))
}
# Levene with mean centring, as SPSS (base R, so R pays no package start-up for it).
car_levene <- function(x, f) anova(lm(abs(x - ave(x, f)) ~ f))
mode_min <- function(x) { t <- table(x); as.numeric(names(t)[which.max(t)]) }
res <- switch(analysis,
  descriptive = lapply(d[, ..items], function(x) {
    x <- x[!is.na(x)]; n <- length(x)
    c(mean(x), median(x), mode_min(x), sum(x), sd(x), var(x), diff(range(x)), min(x), max(x),
      sd(x) / sqrt(n), IQR(x, type = 6), skew_spss(x), kurt_spss(x),
      mean(x) + c(-1, 1) * qt(0.975, n - 1) * sd(x) / sqrt(n))
  }),
  frequencies = lapply(d[, c(items[1:5], "group5"), with = FALSE], function(x) {
    t <- table(x); list(t, 100 * prop.table(t), cumsum(100 * prop.table(t)))
  }),
  `t/one` = lapply(d[, ..items], function(x) t.test(x, mu = 4)),
  `t/paired` = lapply(1:10, function(i) {
    list(t.test(d[[items[i]]], d[[items[i + 10]]], paired = TRUE),
         cor.test(d[[items[i]]], d[[items[i + 10]]]))
  }),
  `t/independent` = lapply(items, function(v) {
    f <- factor(d$group2)
    list(car_levene(d[[v]], f),
         t.test(d[[v]] ~ f, var.equal = TRUE), t.test(d[[v]] ~ f, var.equal = FALSE))
  }),
  anova = lapply(items[1:5], function(v) {
    f <- factor(d$group5)
    list(aggregate(d[[v]], list(f), function(x) c(length(x), mean(x), sd(x))),
         car_levene(d[[v]], f), oneway.test(d[[v]] ~ f), TukeyHSD(aov(d[[v]] ~ f)))
  }),
  chi = { t <- table(d$group5, d$group2); chisq.test(t); list(t, prop.table(t, 1)) },
  correlation = {
    m <- as.matrix(d[, ..items]); r <- cor(m); n <- nrow(m)
    tt <- r * sqrt((n - 2) / (1 - r^2)); list(r, 2 * pt(-abs(tt), n - 2))
  },
  linear = summary(lm(reformulate(items[-1], items[1]), data = d)),
  reliability = {
    m <- as.matrix(d[, items[1:10], with = FALSE]); k <- ncol(m)
    alpha <- function(m) { k <- ncol(m); k / (k - 1) * (1 - sum(apply(m, 2, var)) / var(rowSums(m))) }
    list(alpha(m), sapply(1:k, function(i) c(alpha(m[, -i]), cor(m[, i], rowSums(m[, -i])))))
  },
  factor = {
    e <- eigen(cor(as.matrix(d[, ..items])), symmetric = TRUE)
    k <- sum(e$values > 1)
    varimax(e$vectors[, 1:k] %*% diag(sqrt(e$values[1:k]), k))
  },
  stop(paste("unknown analysis", analysis))
)
invisible(res)
status <- readLines("/proc/self/status")
cat(grep("^VmHWM", status, value = TRUE), "\n", file = stderr())
