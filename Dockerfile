# The service as one image: the API server serving the built site, run as a non-root user on
# Node 24. Deploy it with deploy/compose.yaml (README, "Deploying").

# Build stage: the whole workspace installed from the lockfile, then the site and the server built.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install --global --no-audit --no-fund pnpm@10.34.9
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/site/package.json apps/site/
COPY packages/analysis-forms/package.json packages/analysis-forms/
COPY packages/api/package.json packages/api/
COPY packages/stats/package.json packages/stats/
COPY packages/ui/package.json packages/ui/
RUN pnpm install --frozen-lockfile
COPY . .
# The envelope key is compiled into the site; the server must run with the same ENVELOPE_KEY.
ARG ENVELOPE_KEY=
RUN ENVELOPE_KEY="$ENVELOPE_KEY" pnpm --filter @tonggye/site build
# The server and its analysis worker as one esbuild bundle (apps/server/bin/build.mjs): a start
# loads prebuilt JavaScript instead of compiling TypeScript.
RUN node apps/server/bin/build.mjs apps/server/dist/image

# Runtime stage: the server's bundle on plain Node. It keeps the installed packages for what the
# bundle leaves out (argon2's native code, pg, jsdom); sources and browser tooling stay behind.
# `node apps/server/bin/server.mjs migrate` (or `seed`) runs the commands of the same bundle.
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data SITE_DIR=/app/apps/site/dist \
    SERVER_BUILD_DIR=/app/apps/server/dist/image
COPY --from=build --chown=node:node /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/apps/server/package.json ./apps/server/
COPY --from=build --chown=node:node /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build --chown=node:node /app/apps/server/bin ./apps/server/bin
COPY --from=build --chown=node:node /app/apps/server/dist/image ./apps/server/dist/image
COPY --from=build --chown=node:node /app/apps/site/dist ./apps/site/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/bin/server.mjs", "start"]
