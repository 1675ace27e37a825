# syntax=docker/dockerfile:1
# The scheduler as one image: the compiled API serving the built web app. Build: `docker build -t scheduler .`
# Production's Node: the current LTS (decision 036), the major `.nvmrc` names, on the machines' Debian.
ARG NODE_IMAGE=node:26-bookworm-slim

# The lockfile and every workspace's package.json: npm needs them all to see the workspaces the lockfile
# names, and the install layers after them stay cached until one of them changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY packages/content/package.json packages/content/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Every package, dev tools included, to build the web app and compile the server.
FROM manifests AS build
RUN npm install --include=dev --no-audit --no-fund
COPY . .
RUN npm run build --silent -w apps/web && npm run build --silent -w apps/api

# The API's production dependencies only (the workspace packages are compiled into the server).
FROM manifests AS runtime-deps
RUN npm install --omit=dev -w apps/api --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data/pglite
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Only the embedded database writes to disk; with DATABASE_URL the container keeps nothing.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/ready`).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and gets the SIGTERM of `docker stop`, so shutdown drains (give it --stop-timeout 30).
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
