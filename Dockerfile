# Content Studio: multi-stage image (docs/operations.md, Container).
#   docker build -t content-studio .
#   docker run -p 3000:3000 -v studio-data:/data -e AUTH_JWT_SECRET=... -e SECRETS_KEY=... -e PUBLIC_URL=http://localhost:3000 content-studio
# No secret is baked in: AUTH_JWT_SECRET and SECRETS_KEY are required at run time (NODE_ENV=production).

ARG NODE_IMAGE=node:20-bookworm-slim

# Production dependencies only (no compilers needed: argon2, sharp, resvg and llama.cpp ship prebuilt binaries).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY vendor ./vendor
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# The build: every dependency, then the web app and the server bundle into dist/.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY vendor ./vendor
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What runs: dist/ and the production node_modules, as the unprivileged `node` user (uid 1000).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root package.json ./
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/health answers any Host (load balancers probe by address): 200 while the database answers.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/index.js"]
