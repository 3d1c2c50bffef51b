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
  `multiple-responses` = {
    # MULT RESPONSE: items 1-10 as a dichotomy set counted at 7, items 11-15 as a category set;
    # a case counts as valid for a set when it has at least one response in it.
    top <- as.matrix(d[, items[1:10], with = FALSE]) == 7
    hits <- colSums(top, na.rm = TRUE); validTop <- sum(rowSums(top, na.rm = TRUE) > 0)
    answers <- as.matrix(d[, items[11:15], with = FALSE])
    counts <- table(answers); validAnswers <- sum(rowSums(!is.na(answers)) > 0)
    list(hits, 100 * hits / sum(hits), 100 * hits / validTop,
         counts, 100 * counts / sum(counts), 100 * counts / validAnswers)
  },
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
  mediation = {
    # PROCESS model 4 (Y item12, X item01, M item02 and item11, covariate group2): lm for every
    # model and the total effect, then 1000 case resamples, each as case counts (tabulate) and
    # one weighted cross-product matrix solved for a and b; percentile intervals as PROCESS.
    m1 <- lm(item02 ~ item01 + group2, data = d); m2 <- lm(item11 ~ item01 + group2, data = d)
    my <- lm(item12 ~ item01 + item02 + item11 + group2, data = d)
    mt <- lm(item12 ~ item01 + group2, data = d)
    Z <- cbind(1, d$item01, d$group2, d$item02, d$item11, d$item12); n <- nrow(Z)
    set.seed(1)
    ind <- t(replicate(1000, {
      S <- crossprod(Z, Z * tabulate(sample.int(n, n, replace = TRUE), n))
      a <- solve(S[1:3, 1:3], S[1:3, 4:5])[2, ]
      b <- solve(S[1:5, 1:5], S[1:5, 6])[4:5]
      v <- diag(S)[c(2, 6)] / n - (S[1, c(2, 6)] / n)^2
      e <- c(a * b, sum(a * b)); c(e, e / sqrt(v[2]), e * sqrt(v[1] / v[2]))
    }))
    ci <- apply(ind, 2, function(t) sort(t)[c(25, 976)])
    list(summary(m1), summary(m2), summary(my), summary(mt), apply(ind, 2, sd), ci)
  },
  `mediation-m7` = {
    # PROCESS model 7 (Y item12, X item01, M item02 and item11, W item03, covariate group2): lm
    # for every model, then 1000 case resamples as in model 4, each solving both mediator models
    # (X, W, X×W, group2) and Y's (X, group2, M); the indirect effects at W's 16th, 50th and
    # 84th percentiles and the index of moderated mediation, with percentile intervals.
    d[, xw := item01 * item03]
    m1 <- lm(item02 ~ item01 + item03 + xw + group2, data = d)
    m2 <- lm(item11 ~ item01 + item03 + xw + group2, data = d)
    my <- lm(item12 ~ item01 + item02 + item11 + group2, data = d)
    wv <- quantile(d$item03, c(0.16, 0.5, 0.84), type = 6)
    Z <- cbind(1, d$item01, d$item03, d$xw, d$group2, d$item02, d$item11, d$item12); n <- nrow(Z)
    yi <- c(1, 2, 5, 6, 7)
    set.seed(1)
    ind <- t(replicate(1000, {
      S <- crossprod(Z, Z * tabulate(sample.int(n, n, replace = TRUE), n))
      a <- solve(S[1:5, 1:5], S[1:5, 6:7])
      b <- solve(S[yi, yi], S[yi, 8])[4:5]
      c(as.vector((outer(a[2, ], rep(1, 3)) + outer(a[4, ], wv)) * b), a[4, ] * b)
    }))
    ci <- apply(ind, 2, function(t) sort(t)[c(25, 976)])
    list(summary(m1), summary(m2), summary(my), apply(ind, 2, sd), ci)
  },
  moderation = {
    # PROCESS model 1, X and W centred: lm, conditional effects at W's percentiles, J-N roots.
    x <- d$item02 - mean(d$item02); w <- d$item11 - mean(d$item11)
    m <- lm(d$item01 ~ x + w + I(x * w) + d$item03 + d$item04); b <- coef(m); V <- vcov(m)
    tc <- qt(0.975, m$df.residual); i <- c(2, 4)
    at <- function(v) { g <- c(1, v); e <- sum(b[i] * g)
      c(e, sqrt(drop(t(g) %*% V[i, i] %*% g))) }
    a <- b[4]^2 - tc^2 * V[4, 4]; bq <- 2 * (b[2] * b[4] - tc^2 * V[2, 4])
    cc <- b[2]^2 - tc^2 * V[2, 2]
    list(summary(m), anova(lm(d$item01 ~ x + w + d$item03 + d$item04), m),
         sapply(quantile(w, c(0.16, 0.5, 0.84), type = 6), at),
         (-bq + c(-1, 1) * sqrt(bq^2 - 4 * a * cc)) / (2 * a),
         sapply(seq(min(w), max(w), length.out = 21), at))
  },
  logistic = {
    # LOGISTIC REGRESSION group2 WITH item01..item10 group5 /CATEGORICAL group5: glm for Block 0
    # and the model, Rao score tests of Block 0, Wald intervals for Exp(B), Hosmer-Lemeshow over
    # deciles of the predicted probability (ties kept together), the classification table.
    y <- as.integer(d$group2 == max(d$group2))
    g5 <- factor(d$group5); contrasts(g5) <- contr.treatment(nlevels(g5), base = nlevels(g5))
    x <- d[, items[1:10], with = FALSE]; x$g5 <- g5; x$y <- y
    terms <- c(items[1:10], "g5")
    m0 <- glm(y ~ 1, family = binomial, data = x)
    m <- glm(reformulate(terms, "y"), family = binomial, data = x)
    p <- fitted(m); o <- order(p); n <- length(y)
    last <- ave(seq_len(n), p[o], FUN = max); g <- ceiling(10 * last / n)
    obs <- tapply(y[o], g, sum); ex <- tapply(p[o], g, sum); size <- tabulate(g)[unique(g)]
    hl <- sum((obs - ex)^2 / ex + ((size - obs) - (size - ex))^2 / (size - ex))
    list(summary(m), exp(confint.default(m)), add1(m0, scope = reformulate(terms), test = "Rao"),
      hl, pchisq(hl, length(obs) - 2, lower.tail = FALSE), table(y, p > 0.5))
  },
  # NPAR TESTS: the tie-corrected normal approximations SPSS prints, Dunn's pairs by hand.
  `nonparametric/mann-whitney` = lapply(items, function(v) {
    f <- factor(d$group2)
    list(wilcox.test(d[[v]] ~ f, exact = FALSE, correct = FALSE), tapply(rank(d[[v]]), f, mean))
  }),
  `nonparametric/wilcoxon` = lapply(1:10, function(i) {
    wilcox.test(d[[items[i + 10]]], d[[items[i]]], paired = TRUE, exact = FALSE, correct = FALSE)
  }),
  `nonparametric/sign` = lapply(1:10, function(i) {
    s <- sign(d[[items[i + 10]]] - d[[items[i]]]); n <- sum(s != 0)
    z <- (min(sum(s < 0), sum(s > 0)) + 0.5 - n / 2) / (sqrt(n) / 2); 2 * pnorm(-abs(z))
  }),
  `nonparametric/kruskal-wallis` = lapply(items[1:5], function(v) {
    x <- d[[v]]; f <- factor(d$group5); r <- rank(x); N <- length(x)
    t <- table(x); spread <- N * (N + 1) / 12 - sum(t^3 - t) / (12 * (N - 1))
    mr <- tapply(r, f, mean); n <- tapply(r, f, length)
    z <- outer(mr, mr, "-") / sqrt(spread * outer(1 / n, 1 / n, "+"))
    list(kruskal.test(x, f), pmin(1, 2 * pnorm(-abs(z)) * choose(nlevels(f), 2)))
  }),
  `nonparametric/friedman` = friedman.test(as.matrix(d[, items[1:5], with = FALSE])),
  `nonparametric/chi-square` = lapply(items[1:5], function(v) chisq.test(table(d[[v]]))),
  `nonparametric/binomial` = binom.test(sum(d$group2 == d$group2[1]), nrow(d)),
  `anova/repeated` = {
    # GLM repeated (items 1-4 as four occasions, group5 between): the multivariate linear model
    # with sum-to-zero contrasts, car::Anova's Type III univariate, corrected and multivariate
    # tests with Mauchly's, cell means, and the pairwise comparisons of the occasions.
    suppressPackageStartupMessages(library(car))
    options(contrasts = c("contr.sum", "contr.poly"))
    y <- as.matrix(d[, items[1:4], with = FALSE]); f <- factor(d$group5)
    m <- lm(y ~ f)
    a <- Anova(m, idata = data.frame(time = ordered(1:4)), idesign = ~time, type = 3)
    list(summary(a, multivariate = TRUE), aggregate(y, list(f), mean),
         apply(combn(4, 2), 2, function(p) t.test(y[, p[1]], y[, p[2]], paired = TRUE)))
  },
  `anova-ancova` = {
    # UNIANOVA item01 BY group5 WITH item02 item03: Type III sums of squares (sum-to-zero
    # contrasts, drop1), means adjusted to the covariates' means with their standard errors,
    # Bonferroni comparisons of the adjusted means, and the homogeneity-of-slopes model.
    options(contrasts = c("contr.sum", "contr.poly"))
    f <- factor(d$group5)
    m <- lm(item01 ~ f + item02 + item03, data = d)
    at <- data.frame(f = factor(levels(f), levels = levels(f)),
                     item02 = mean(d$item02), item03 = mean(d$item03))
    X <- model.matrix(~ f + item02 + item03, at); V <- vcov(m)
    adj <- drop(X %*% coef(m)); se <- sqrt(rowSums((X %*% V) * X))
    pairs <- combn(nlevels(f), 2)
    diffs <- apply(pairs, 2, function(p) {
      g <- X[p[1], ] - X[p[2], ]; e <- sum(g * coef(m)); s <- sqrt(drop(t(g) %*% V %*% g))
      c(e, s, min(1, 2 * pt(-abs(e / s), m$df.residual) * ncol(pairs)))
    })
    slopes <- lm(item01 ~ f * item02 + f * item03, data = d)
    list(drop1(m, . ~ ., test = "F"), adj, se, diffs, anova(m, slopes), summary(m))
  },
  `linear-blocks` = {
    # REGRESSION with three blocks (METHOD=ENTER each): every model's summary, ANOVA and
    # coefficients with intervals, and the R² change of each block (F change, its p).
    b1 <- items[2:4]; b2 <- items[5:10]; b3 <- items[11:20]
    ms <- lapply(list(b1, c(b1, b2), c(b1, b2, b3)), function(v) lm(reformulate(v, "item01"), data = d))
    list(lapply(ms, summary), lapply(ms, confint), lapply(ms, anova), do.call(anova, ms))
  },
  `mediation-m6` = {
    # PROCESS model 6 (Y item12, X item01, serial M item02 -> item11 -> item05, covariate
    # group2): lm for each model, then 1000 case resamples solving all four models by weighted
    # cross-products; the seven specific indirect effects and their total, raw and standardized,
    # with percentile intervals.
    m1 <- lm(item02 ~ item01 + group2, data = d)
    m2 <- lm(item11 ~ item01 + item02 + group2, data = d)
    m3 <- lm(item05 ~ item01 + item02 + item11 + group2, data = d)
    my <- lm(item12 ~ item01 + item02 + item11 + item05 + group2, data = d)
    Z <- cbind(1, d$item01, d$group2, d$item02, d$item11, d$item05, d$item12); n <- nrow(Z)
    set.seed(1)
    ind <- t(replicate(1000, {
      w <- tabulate(sample.int(n, n, replace = TRUE), n); S <- crossprod(Z, Z * w)
      a1 <- solve(S[1:3, 1:3], S[1:3, 4])[2]
      c2 <- solve(S[1:4, 1:4], S[1:4, 5]); a2 <- c2[2]; d21 <- c2[4]
      c3 <- solve(S[1:5, 1:5], S[1:5, 6]); a3 <- c3[2]; d31 <- c3[4]; d32 <- c3[5]
      cy <- solve(S[1:6, 1:6], S[1:6, 7]); b <- cy[4:6]
      e <- c(a1 * b[1], a1 * d21 * b[2], a1 * d31 * b[3], a1 * d21 * d32 * b[3],
             a2 * b[2], a2 * d32 * b[3], a3 * b[3])
      e <- c(e, sum(e)); m <- S[1, ] / n; v <- diag(S) / n - m^2
      c(e, e / sqrt(v[7]), e * sqrt(v[2] / v[7]))
    }))
    ci <- apply(ind, 2, function(t) sort(t)[c(25, 976)])
    list(summary(m1), summary(m2), summary(m3), summary(my), apply(ind, 2, sd), ci)
  },
  multinomial = {
    # NOMREG group5 BY group2 WITH item01..item05: nnet::multinom with its Hessian (SEs, Wald,
    # Exp(B) intervals), each effect's LR test by refitting without it, the pseudo R² from the
    # intercept-only fit, goodness of fit over covariate patterns and the classification table.
    y <- factor(d$group5); y <- relevel(y, ref = levels(y)[nlevels(y)])
    g2 <- factor(d$group2); contrasts(g2) <- contr.treatment(nlevels(g2), base = nlevels(g2))
    x <- d[, items[1:5], with = FALSE]; x$g2 <- g2; x$y <- y
    terms <- c(items[1:5], "g2")
    fit <- function(f, hess = FALSE) nnet::multinom(f, data = x, trace = FALSE, maxit = 1000, Hess = hess)
    m <- fit(reformulate(terms, "y"), hess = TRUE); m0 <- fit(y ~ 1)
    s <- summary(m); b <- coef(m); se <- s$standard.errors
    wald <- (b / se)^2; z <- qnorm(0.975)
    lr <- sapply(terms, function(t) deviance(fit(reformulate(setdiff(terms, t), "y"))) - deviance(m))
    l <- -deviance(m) / 2; l0 <- -deviance(m0) / 2; n <- nrow(x)
    cs <- 1 - exp(2 * (l0 - l) / n)
    pat <- do.call(paste, c(x[, terms, with = FALSE], sep = "\r"))
    obs <- table(pat, x$y); ex <- rowsum(fitted(m), pat)
    list(b, se, wald, pchisq(wald, 1, lower.tail = FALSE), exp(b - z * se), exp(b + z * se),
      lr, cs, cs / (1 - exp(2 * l0 / n)), 1 - l / l0,
      sum((obs - ex)^2 / ex), table(x$y, predict(m)))
  },
  stop(paste("unknown analysis", analysis))
)
invisible(res)
status <- readLines("/proc/self/status")
cat(grep("^VmHWM", status, value = TRUE), "\n", file = stderr())
