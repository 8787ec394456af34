<?xml version="1.0" encoding="utf-8"?>{% load static %}
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom" exclude-result-prefixes="atom">
  <xsl:output method="html" encoding="utf-8" doctype-system="about:legacy-compat"/>
  <!-- Browsers show a feed through this page; feed readers ignore it and read the XML. Titles
       are HTML escaped for XML, so their text is written as the HTML it is. -->
  <xsl:variable name="title" select="/rss/channel/title | /atom:feed/atom:title"/>
  <xsl:variable name="page" select="/rss/channel/link | /atom:feed/atom:link[@rel='alternate']/@href"/>
  <xsl:variable name="self" select="/rss/channel/atom:link[@rel='self']/@href | /atom:feed/atom:link[@rel='self']/@href"/>
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="color-scheme" content="light dark"/>
        <title>Feed: <xsl:value-of select="$title" disable-output-escaping="yes"/></title>
        <link rel="stylesheet" href="{% static 'css/site.css' %}"/>
        <link rel="stylesheet" href="{% static 'css/feed.css' %}"/>
        <link rel="icon" href="{% static 'favicon.ico' %}"/>
      </head>
      <body>
        <header class="site-header">
          <div class="wrap site-header__inner">
            <div class="site-brand"><a class="site-name" href="{% url 'publications:list' %}">{{ site_name }}</a></div>
          </div>
        </header>
        <main id="main" class="wrap">
          <div class="feed-about">
            <p class="feed-about__kind">Web feed</p>
            <h1><xsl:value-of select="$title" disable-output-escaping="yes"/></h1>
            <p>This is a web feed (<xsl:choose><xsl:when test="/rss">RSS</xsl:when><xsl:otherwise>Atom</xsl:otherwise></xsl:choose>):
              a feed reader checks it and tells you when a publication is added. To subscribe, copy this address
              into your feed reader (for example Thunderbird, NetNewsWire, Feedly or Inoreader):</p>
            <p><code class="feed-about__url"><xsl:value-of select="$self"/></code></p>
            <p><a href="{$page}">See these publications on the site</a></p>
          </div>
          <h2>Recently added</h2>
          <ol class="feed-items">
            <xsl:for-each select="/rss/channel/item | /atom:feed/atom:entry">
              <li>
                <a href="{link | atom:link[@rel='alternate']/@href}"><xsl:value-of select="title | atom:title" disable-output-escaping="yes"/></a>
                <xsl:if test="author or atom:author or *[local-name()='creator']">
                  <span class="feed-items__authors"><xsl:for-each select="atom:author/atom:name | *[local-name()='creator'] | author"><xsl:if test="position() &gt; 1">, </xsl:if><xsl:value-of select="."/></xsl:for-each></span>
                </xsl:if>
              </li>
            </xsl:for-each>
          </ol>
          <xsl:if test="not(/rss/channel/item | /atom:feed/atom:entry)"><p class="notice">Nothing in this feed yet.</p></xsl:if>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
