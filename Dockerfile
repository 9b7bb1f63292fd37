# Multi-stage build: dependencies and the client build in one stage, a slim runtime after.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci links the workspace packages (packages/*) into node_modules: their package.json first.
COPY packages/prayer-engine/package.json ./packages/prayer-engine/
COPY packages/common/package.json ./packages/common/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/server ./server
# The server computes prayer times with the browser's own engine, and names languages, campaign
# keys and error codes as the browser does: the workspace packages node_modules/@prayer-companion/*
# link to (../../packages/prayer-engine, ../../packages/common).
COPY --from=build /app/packages ./packages
# The only client files the server reads: the text files (server/i18n, through @prayer-companion/common/catalogFiles).
COPY --from=build /app/client/src/shared/i18n/texts ./client/src/shared/i18n/texts
COPY --from=build /app/package.json ./
EXPOSE 4000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--expose-gc", "server/main.ts"]
