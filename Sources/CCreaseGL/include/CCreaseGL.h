// Prefixed wrappers over the OpenGL and EGL entry points Crease uses.
//
// libepoxy declares every entry point as a macro over a mutable global function pointer, which
// Swift cannot import (and Swift 6 would reject as shared mutable state). These inline functions
// give Swift plain C functions to call instead. Only CreaseGL and CreasePlatform include this.
#ifndef CCREASEGL_H
#define CCREASEGL_H

#include <epoxy/gl.h>
#include <epoxy/egl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

// MARK: OpenGL 3.3 core and OpenGL ES 3.0 (where a call is one API's alone, its name says which)
static inline const GLubyte* crGlGetString(GLenum name) { return glGetString(name); }
static inline void crGlGetIntegerv(GLenum pname, GLint* data) { glGetIntegerv(pname, data); }
static inline void crGlGetFloatv(GLenum pname, GLfloat* data) { glGetFloatv(pname, data); }
static inline GLenum crGlGetError(void) { return glGetError(); }
static inline void crGlViewport(GLint x, GLint y, GLsizei w, GLsizei h) { glViewport(x, y, w, h); }
static inline void crGlClearColor(GLfloat r, GLfloat g, GLfloat b, GLfloat a) { glClearColor(r, g, b, a); }
static inline void crGlClearStencil(GLint s) { glClearStencil(s); }
static inline void crGlClear(GLbitfield mask) { glClear(mask); }
static inline void crGlEnable(GLenum cap) { glEnable(cap); }
static inline void crGlDisable(GLenum cap) { glDisable(cap); }
static inline void crGlBlendFunc(GLenum s, GLenum d) { glBlendFunc(s, d); }
static inline void crGlColorMask(GLboolean r, GLboolean g, GLboolean b, GLboolean a) { glColorMask(r, g, b, a); }
static inline void crGlDepthMask(GLboolean flag) { glDepthMask(flag); }
static inline void crGlDepthFunc(GLenum func) { glDepthFunc(func); }
static inline void crGlStencilFunc(GLenum func, GLint ref, GLuint mask) { glStencilFunc(func, ref, mask); }
static inline void crGlStencilOp(GLenum sfail, GLenum dpfail, GLenum dppass) { glStencilOp(sfail, dpfail, dppass); }
static inline void crGlStencilMask(GLuint mask) { glStencilMask(mask); }
static inline GLboolean crGlIsEnabled(GLenum cap) { return glIsEnabled(cap); }
static inline void crGlGetBooleanv(GLenum pname, GLboolean* data) { glGetBooleanv(pname, data); }
static inline void crGlBlendFuncSeparate(GLenum sRGB, GLenum dRGB, GLenum sA, GLenum dA) { glBlendFuncSeparate(sRGB, dRGB, sA, dA); }
static inline void crGlBlendEquationSeparate(GLenum rgb, GLenum alpha) { glBlendEquationSeparate(rgb, alpha); }
static inline void crGlBlendColor(GLfloat r, GLfloat g, GLfloat b, GLfloat a) { glBlendColor(r, g, b, a); }
static inline void crGlStencilFuncSeparate(GLenum face, GLenum func, GLint ref, GLuint mask) { glStencilFuncSeparate(face, func, ref, mask); }
static inline void crGlStencilOpSeparate(GLenum face, GLenum sfail, GLenum dpfail, GLenum dppass) { glStencilOpSeparate(face, sfail, dpfail, dppass); }
static inline void crGlStencilMaskSeparate(GLenum face, GLuint mask) { glStencilMaskSeparate(face, mask); }
static inline void crGlClearDepth(GLdouble depth) { glClearDepth(depth); }  // desktop
static inline void crGlClearDepthf(GLfloat depth) { glClearDepthf(depth); }  // ES
static inline void crGlDepthRange(GLdouble near, GLdouble far) { glDepthRange(near, far); }  // desktop
static inline void crGlDepthRangef(GLfloat near, GLfloat far) { glDepthRangef(near, far); }  // ES
static inline void crGlPolygonMode(GLenum face, GLenum mode) { glPolygonMode(face, mode); }  // desktop
static inline void crGlBindSampler(GLuint unit, GLuint sampler) { glBindSampler(unit, sampler); }
static inline void crGlScissor(GLint x, GLint y, GLsizei width, GLsizei height) { glScissor(x, y, width, height); }
static inline GLuint crGlCreateShader(GLenum type) { return glCreateShader(type); }
static inline void crGlShaderSource(GLuint shader, GLsizei count, const GLchar* const* string, const GLint* length) { glShaderSource(shader, count, string, length); }
static inline void crGlCompileShader(GLuint shader) { glCompileShader(shader); }
static inline void crGlGetShaderiv(GLuint shader, GLenum pname, GLint* params) { glGetShaderiv(shader, pname, params); }
static inline void crGlGetShaderInfoLog(GLuint shader, GLsizei max, GLsizei* length, GLchar* log) { glGetShaderInfoLog(shader, max, length, log); }
static inline void crGlDeleteShader(GLuint shader) { glDeleteShader(shader); }
static inline GLuint crGlCreateProgram(void) { return glCreateProgram(); }
static inline void crGlAttachShader(GLuint program, GLuint shader) { glAttachShader(program, shader); }
static inline void crGlLinkProgram(GLuint program) { glLinkProgram(program); }
static inline void crGlGetProgramiv(GLuint program, GLenum pname, GLint* params) { glGetProgramiv(program, pname, params); }
static inline void crGlGetProgramInfoLog(GLuint program, GLsizei max, GLsizei* length, GLchar* log) { glGetProgramInfoLog(program, max, length, log); }
static inline void crGlUseProgram(GLuint program) { glUseProgram(program); }
static inline void crGlDeleteProgram(GLuint program) { glDeleteProgram(program); }
static inline GLint crGlGetUniformLocation(GLuint program, const GLchar* name) { return glGetUniformLocation(program, name); }
static inline void crGlGetActiveUniform(GLuint program, GLuint index, GLsizei max, GLsizei* length, GLint* size, GLenum* type, GLchar* name) { glGetActiveUniform(program, index, max, length, size, type, name); }
static inline void crGlGetActiveAttrib(GLuint program, GLuint index, GLsizei max, GLsizei* length, GLint* size, GLenum* type, GLchar* name) { glGetActiveAttrib(program, index, max, length, size, type, name); }
static inline GLint crGlGetAttribLocation(GLuint program, const GLchar* name) { return glGetAttribLocation(program, name); }
static inline void crGlUniform1i(GLint location, GLint v) { glUniform1i(location, v); }
static inline void crGlUniform1f(GLint location, GLfloat v) { glUniform1f(location, v); }
static inline void crGlUniform2f(GLint location, GLfloat a, GLfloat b) { glUniform2f(location, a, b); }
static inline void crGlUniform4f(GLint location, GLfloat a, GLfloat b, GLfloat c, GLfloat d) { glUniform4f(location, a, b, c, d); }
static inline void crGlUniform4fv(GLint location, GLsizei count, const GLfloat* values) { glUniform4fv(location, count, values); }
static inline void crGlUniformMatrix4fv(GLint location, GLsizei count, GLboolean transpose, const GLfloat* value) { glUniformMatrix4fv(location, count, transpose, value); }
static inline void crGlGenVertexArrays(GLsizei n, GLuint* arrays) { glGenVertexArrays(n, arrays); }
static inline void crGlBindVertexArray(GLuint array) { glBindVertexArray(array); }
static inline void crGlDeleteVertexArrays(GLsizei n, const GLuint* arrays) { glDeleteVertexArrays(n, arrays); }
static inline void crGlGenBuffers(GLsizei n, GLuint* buffers) { glGenBuffers(n, buffers); }
static inline void crGlBindBuffer(GLenum target, GLuint buffer) { glBindBuffer(target, buffer); }
static inline void crGlBufferData(GLenum target, GLsizeiptr size, const void* data, GLenum usage) { glBufferData(target, size, data, usage); }
static inline void crGlBufferSubData(GLenum target, GLintptr offset, GLsizeiptr size, const void* data) { glBufferSubData(target, offset, size, data); }
static inline void* crGlMapBufferRange(GLenum target, GLintptr offset, GLsizeiptr length, GLbitfield access) { return glMapBufferRange(target, offset, length, access); }
static inline GLboolean crGlUnmapBuffer(GLenum target) { return glUnmapBuffer(target); }
static inline void crGlDeleteBuffers(GLsizei n, const GLuint* buffers) { glDeleteBuffers(n, buffers); }
static inline void crGlBindBufferBase(GLenum target, GLuint index, GLuint buffer) { glBindBufferBase(target, index, buffer); }
static inline void crGlGetIntegeri_v(GLenum target, GLuint index, GLint* data) { glGetIntegeri_v(target, index, data); }
static inline void crGlGetInteger64i_v(GLenum target, GLuint index, GLint64* data) { glGetInteger64i_v(target, index, data); }
static inline void crGlBindBufferRange(GLenum target, GLuint index, GLuint buffer, GLintptr offset, GLsizeiptr size) { glBindBufferRange(target, index, buffer, offset, size); }
static inline GLuint crGlGetUniformBlockIndex(GLuint program, const GLchar* name) { return glGetUniformBlockIndex(program, name); }
static inline void crGlGetActiveUniformBlockName(GLuint program, GLuint index, GLsizei size, GLsizei* length, GLchar* name) { glGetActiveUniformBlockName(program, index, size, length, name); }
static inline void crGlUniformBlockBinding(GLuint program, GLuint index, GLuint binding) { glUniformBlockBinding(program, index, binding); }
static inline void crGlEnableVertexAttribArray(GLuint index) { glEnableVertexAttribArray(index); }
static inline void crGlVertexAttribPointer(GLuint index, GLint size, GLenum type, GLboolean normalized, GLsizei stride, const void* pointer) { glVertexAttribPointer(index, size, type, normalized, stride, pointer); }
static inline void crGlVertexAttribIPointer(GLuint index, GLint size, GLenum type, GLsizei stride, const void* pointer) { glVertexAttribIPointer(index, size, type, stride, pointer); }
static inline void crGlVertexAttribDivisor(GLuint index, GLuint divisor) { glVertexAttribDivisor(index, divisor); }
static inline void crGlDrawArraysInstanced(GLenum mode, GLint first, GLsizei count, GLsizei instances) { glDrawArraysInstanced(mode, first, count, instances); }
static inline void crGlDrawArrays(GLenum mode, GLint first, GLsizei count) { glDrawArrays(mode, first, count); }
static inline void crGlGenTextures(GLsizei n, GLuint* textures) { glGenTextures(n, textures); }
static inline void crGlBindTexture(GLenum target, GLuint texture) { glBindTexture(target, texture); }
static inline void crGlActiveTexture(GLenum texture) { glActiveTexture(texture); }
static inline void crGlTexImage2D(GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLint border, GLenum format, GLenum type, const void* pixels) { glTexImage2D(target, level, internalformat, width, height, border, format, type, pixels); }
static inline void crGlTexParameteri(GLenum target, GLenum pname, GLint param) { glTexParameteri(target, pname, param); }
static inline void crGlTexSubImage2D(GLenum target, GLint level, GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, const void* pixels) { glTexSubImage2D(target, level, x, y, width, height, format, type, pixels); }
static inline void crGlTexParameterf(GLenum target, GLenum pname, GLfloat param) { glTexParameterf(target, pname, param); }
static inline void crGlGenerateMipmap(GLenum target) { glGenerateMipmap(target); }
static inline void crGlPixelStorei(GLenum pname, GLint param) { glPixelStorei(pname, param); }
static inline void crGlDeleteTextures(GLsizei n, const GLuint* textures) { glDeleteTextures(n, textures); }
static inline void crGlGenFramebuffers(GLsizei n, GLuint* framebuffers) { glGenFramebuffers(n, framebuffers); }
static inline void crGlBindFramebuffer(GLenum target, GLuint framebuffer) { glBindFramebuffer(target, framebuffer); }
static inline void crGlFramebufferTexture2D(GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level) { glFramebufferTexture2D(target, attachment, textarget, texture, level); }
static inline void crGlFramebufferRenderbuffer(GLenum target, GLenum attachment, GLenum rbtarget, GLuint renderbuffer) { glFramebufferRenderbuffer(target, attachment, rbtarget, renderbuffer); }
static inline GLenum crGlCheckFramebufferStatus(GLenum target) { return glCheckFramebufferStatus(target); }
static inline void crGlDeleteFramebuffers(GLsizei n, const GLuint* framebuffers) { glDeleteFramebuffers(n, framebuffers); }
static inline void crGlGenRenderbuffers(GLsizei n, GLuint* renderbuffers) { glGenRenderbuffers(n, renderbuffers); }
static inline void crGlBindRenderbuffer(GLenum target, GLuint renderbuffer) { glBindRenderbuffer(target, renderbuffer); }
static inline void crGlRenderbufferStorageMultisample(GLenum target, GLsizei samples, GLenum format, GLsizei width, GLsizei height) { glRenderbufferStorageMultisample(target, samples, format, width, height); }
static inline void crGlDeleteRenderbuffers(GLsizei n, const GLuint* renderbuffers) { glDeleteRenderbuffers(n, renderbuffers); }
static inline void crGlBlitFramebuffer(GLint sx0, GLint sy0, GLint sx1, GLint sy1, GLint dx0, GLint dy0, GLint dx1, GLint dy1, GLbitfield mask, GLenum filter) { glBlitFramebuffer(sx0, sy0, sx1, sy1, dx0, dy0, dx1, dy1, mask, filter); }
static inline void crGlReadPixels(GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, void* pixels) { glReadPixels(x, y, width, height, format, type, pixels); }
static inline void crGlFinish(void) { glFinish(); }
static inline void crGlFlush(void) { glFlush(); }
static inline void crGlGenQueries(GLsizei n, GLuint* ids) { glGenQueries(n, ids); }
static inline void crGlBeginQuery(GLenum target, GLuint id) { glBeginQuery(target, id); }
static inline void crGlEndQuery(GLenum target) { glEndQuery(target); }
static inline void crGlGetQueryObjectuiv(GLuint id, GLenum pname, GLuint* params) { glGetQueryObjectuiv(id, pname, params); }
// Desktop, or ES with EXT_disjoint_timer_query (libepoxy resolves the extension's name).
static inline void crGlGetQueryObjectui64v(GLuint id, GLenum pname, GLuint64* params) { glGetQueryObjectui64v(id, pname, params); }
static inline void crGlDeleteQueries(GLsizei n, const GLuint* ids) { glDeleteQueries(n, ids); }
static inline GLsync crGlFenceSync(void) { return glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0); }
static inline GLenum crGlClientWaitSync(GLsync sync, GLuint64 timeout) { return glClientWaitSync(sync, GL_SYNC_FLUSH_COMMANDS_BIT, timeout); }
static inline void crGlDeleteSync(GLsync sync) { glDeleteSync(sync); }

// MARK: EGL (headless)
static inline EGLDisplay crEglGetPlatformDisplayEXT(EGLenum platform, void* native, const EGLint* attribs) { return eglGetPlatformDisplayEXT(platform, native, attribs); }
static inline EGLBoolean crEglInitialize(EGLDisplay dpy, EGLint* major, EGLint* minor) { return eglInitialize(dpy, major, minor); }
static inline EGLBoolean crEglBindAPI(EGLenum api) { return eglBindAPI(api); }
static inline EGLenum crEglQueryAPI(void) { return eglQueryAPI(); }
static inline EGLBoolean crEglChooseConfig(EGLDisplay dpy, const EGLint* attribs, EGLConfig* configs, EGLint size, EGLint* count) { return eglChooseConfig(dpy, attribs, configs, size, count); }
static inline EGLContext crEglCreateContext(EGLDisplay dpy, EGLConfig config, EGLContext share, const EGLint* attribs) { return eglCreateContext(dpy, config, share, attribs); }
static inline EGLBoolean crEglDestroyContext(EGLDisplay dpy, EGLContext ctx) { return eglDestroyContext(dpy, ctx); }
static inline EGLBoolean crEglMakeCurrent(EGLDisplay dpy, EGLSurface draw, EGLSurface read, EGLContext ctx) { return eglMakeCurrent(dpy, draw, read, ctx); }
static inline EGLContext crEglGetCurrentContext(void) { return eglGetCurrentContext(); }
static inline EGLDisplay crEglGetCurrentDisplay(void) { return eglGetCurrentDisplay(); }
static inline EGLSurface crEglGetCurrentSurface(EGLint which) { return eglGetCurrentSurface(which); }
static inline const char* crEglQueryString(EGLDisplay dpy, EGLint name) { return eglQueryString(dpy, name); }
static inline EGLint crEglGetError(void) { return eglGetError(); }
static inline EGLBoolean crEglQueryDevicesEXT(EGLint max, EGLDeviceEXT* devices, EGLint* count) { return eglQueryDevicesEXT(max, devices, count); }
static inline const char* crEglQueryDeviceStringEXT(EGLDeviceEXT device, EGLint name) { return eglQueryDeviceStringEXT(device, name); }

static inline int crGlVersion(void) { return epoxy_gl_version(); }
static inline bool crGlHasExtension(const char* name) { return epoxy_has_gl_extension(name); }
static inline bool crGlIsDesktop(void) { return epoxy_is_desktop_gl(); }

#endif
