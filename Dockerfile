# Production image: builds api and web, then runs the api, which serves everything on one port.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
# LibreOffice headless (no GUI packages): slide decks and Word files previewed as their author saw them.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libreoffice-impress-nogui libreoffice-writer-nogui fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund -w @campusnotes/api && npm cache clean --force
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "api/dist/server.js"]
