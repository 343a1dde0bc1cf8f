# syntax=docker/dockerfile:1
# Build stage: all dependencies, then the client (Vite) and the server bundle (esbuild).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build

# Runtime: production dependencies and the build output only, as the unprivileged node user.
FROM node:24-bookworm-slim AS runtime
# Heap and allocator settings keep the server under 300 MB resident under a flood of distinct list
# filters (npm run bench:cache, decision 0008); NODE_OPTIONS can be overridden at deploy time.
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/app/data \
    NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=256" \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-fund --no-audit && npm cache clean --force
# scripts/runtime-stage.sh reproduces this stage's files without Docker; CI smoke-tests them.
COPY --from=build /app/dist ./dist
COPY migrations ./migrations
# Only used when no DATABASE_URL is given (embedded PostgreSQL); mount a volume to keep it.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node itself, not `npm start`: npm does not pass SIGTERM on to the server, so `docker stop` would
# end it without letting running requests finish (NODE_ENV is set above).
CMD ["node", "dist/index.js"]
